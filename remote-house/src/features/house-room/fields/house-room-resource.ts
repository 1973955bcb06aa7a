import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { houseRoomApi } from '../api/house-room-api';
import { HouseFormDrawer } from '../components/house-form-drawer';
import type { HouseRoom, HouseRoomInput } from '../types/house-room';
import { houseRoomFields } from './house-room-fields';

/**
 * The house screen as a declaration (issue 7): filters in the URL, columns,
 * cards below 992 px, add, edit, delete, export and import by the kit. The form
 * is the screen's own drawer (draft save, live name, ordered photos, sections).
 */
export const houseRoomResource: ResourceDefinition<HouseRoom, HouseRoomInput> = {
  key: 'house.houseRoom',
  ns: 'house',
  api: houseRoomApi,
  permission: 'house:room',
  titleKey: 'name',
  actions: { import: true },
  form: { component: HouseFormDrawer },
  cardBreakpoint: 992,
  actionsWidth: 300,
  texts: resourceTexts('houseRoom', ['delete', 'deleteMany', 'export', 'empty'], { grouped: true }),
  fields: houseRoomFields,
};
