import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { HouseCode, HouseCodeInput } from '../types/house-code';

/** The house code tables (`/system/houseCode`): the kit's list, get, add, edit and delete. */
export const houseCodeApi = createResourceApi<HouseCode, HouseCodeInput>({
  name: 'houseCode',
  base: '/system/houseCode',
  tag: 'CodeTable',
  idKey: 'dictCode',
});
