import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { Car, CarInput } from '../types/car';

/**
 * Vehicles (`/system/car`), cached under the `Vehicle` tag: the kit's list,
 * get, add, edit, delete, export (`/system/car/export`) and Excel import
 * (`/system/car/importData`, `/system/car/importTemplate`).
 */
export const carApi = createResourceApi<Car, CarInput>({
  name: 'car',
  base: '/system/car',
  tag: 'Vehicle',
  idKey: 'id',
});
