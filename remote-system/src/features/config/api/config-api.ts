import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { SysConfig, SysConfigInput } from '../types/config';

/** System parameters (`/system/config`): the kit's list, get, add, edit, delete and export. */
export const configApi = createResourceApi<SysConfig, SysConfigInput>({
  name: 'config',
  base: '/system/config',
  tag: 'Config',
  idKey: 'configId',
});
