import type { WireBody } from '@agency/shared/api/wire';
import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import { listAndRows } from '@agency/shared/features/resource/api/list-and-rows';
import type { Car, CarInput } from '../types/car';

/** The body of `PUT /system/car/handleLease/{id}`. */
type LeaseInput = WireBody<'/system/car/handleLease/{id}', 'put'>;

/** The body of `PUT /system/car/handleSold/{id}`. */
type SaleInput = WireBody<'/system/car/handleSold/{id}', 'put'>;

/**
 * Vehicles (`/system/car`), cached under the `Vehicle` tag: the kit's list,
 * get, add, edit, delete, export (`/system/car/export`) and Excel import
 * (`/system/car/importData`, `/system/car/importTemplate`).
 */
export const carApi = createResourceApi<Car, CarInput>({
  name: 'car',
  base: '/system/car',
  tag: 'Vehicle',
});

export const CAR_BASE = '/system/car';

// A state change touches the car (list and detail) and the lease list.
const touched = (id: number) => [...listAndRows('Vehicle', [id]), { type: 'CarLease' as const, id: 'LIST' }];

/** The state changes of a vehicle; the server checks every transition (issue 8). */
export const carStateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    leaseCar: build.mutation<AjaxResult, { id: number; lease: LeaseInput }>({
      query: ({ id, lease }) => ({ url: `${CAR_BASE}/handleLease/${id}`, method: 'put', data: lease }),
      invalidatesTags: (_r, _e, { id }) => touched(id),
    }),
    endCarLease: build.mutation<AjaxResult, number>({
      query: (id) => ({ url: `${CAR_BASE}/handleEndLease/${id}`, method: 'put' }),
      invalidatesTags: (_r, _e, id) => touched(id),
    }),
    sellCar: build.mutation<AjaxResult, { id: number; sale: SaleInput }>({
      query: ({ id, sale }) => ({ url: `${CAR_BASE}/handleSold/${id}`, method: 'put', data: sale }),
      invalidatesTags: (_r, _e, { id }) => touched(id),
    }),
  }),
});

export const { useLeaseCarMutation, useEndCarLeaseMutation, useSellCarMutation } = carStateApi;
