import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { Item, ItemInput } from '../types/item';

/** Staff to-dos (`/system/item`): the kit's list, get, add, edit, delete and export. */
export const itemApi = createResourceApi<Item, ItemInput>({
  name: 'item',
  base: '/system/item',
  tag: 'Item',
  idKey: 'itemId',
});
