import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { Developer, DeveloperInput } from '../types/developer';

/** Property developers (`/system/developer`): the kit's list, get, add, edit, delete and export. */
export const developerApi = createResourceApi<Developer, DeveloperInput>({
  name: 'developer',
  base: '/system/developer',
  tag: 'Developer',
  idKey: 'developerId',
});
