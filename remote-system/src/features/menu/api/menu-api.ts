import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { Menu, MenuInput } from '../types/menu';

/** Menus (`/system/menu`): the whole tree in one flat list, one, add, edit, delete (one at a time). */
export const menuApi = createResourceApi<Menu, MenuInput>({
  name: 'menu',
  base: '/system/menu',
  tag: 'Menu',
  idKey: 'menuId',
  list: { flat: true },
  // RuoYi deletes one menu per call (a menu with children is refused).
  deleteUrl: (ids) => `/system/menu/${ids[0]}`,
});
