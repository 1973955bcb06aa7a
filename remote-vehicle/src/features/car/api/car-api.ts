import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult, TableResult } from '@agency/shared/features/request/types/envelope';
import type { Car, CarInput, CarListQuery } from '../types/car';

const BASE = '/system/car';

/** Vehicles (`/system/car`), cached under the `Vehicle` tag. */
export const carApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCars: build.query<TableResult<Car>, CarListQuery>({
      query: (params) => ({ url: `${BASE}/list`, params }),
      providesTags: (result) => [
        { type: 'Vehicle', id: 'LIST' },
        ...(result?.rows ?? []).map((car) => ({ type: 'Vehicle' as const, id: car.id })),
      ],
    }),
    getCar: build.query<Car, number>({
      query: (id) => ({ url: `${BASE}/${id}` }),
      transformResponse: (response: AjaxResult<Car>) => response.data as Car,
      providesTags: (_result, _error, id) => [{ type: 'Vehicle', id }],
    }),
    addCar: build.mutation<AjaxResult, CarInput>({
      query: (data) => ({ url: BASE, method: 'post', data }),
      invalidatesTags: [{ type: 'Vehicle', id: 'LIST' }],
    }),
    updateCar: build.mutation<AjaxResult, CarInput & { id: number }>({
      query: (data) => ({ url: BASE, method: 'put', data }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Vehicle', id: 'LIST' },
        { type: 'Vehicle', id },
      ],
    }),
    deleteCars: build.mutation<AjaxResult, readonly number[]>({
      query: (ids) => ({ url: `${BASE}/${ids.join(',')}`, method: 'delete' }),
      invalidatesTags: (_result, _error, ids) => [
        { type: 'Vehicle', id: 'LIST' },
        ...ids.map((id) => ({ type: 'Vehicle' as const, id })),
      ],
    }),
  }),
});

export const {
  useListCarsQuery,
  useGetCarQuery,
  useAddCarMutation,
  useUpdateCarMutation,
  useDeleteCarsMutation,
} = carApi;
