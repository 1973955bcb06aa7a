import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import type { FieldOption } from '@agency/shared/features/resource/types/resource-field';
import { houseRoomApi } from '../api/house-room-api';
import type { HouseRoom, HouseRoomInput } from '../types/house-room';
import { houseRoomFields } from './house-room-fields';

/**
 * The house screen as a declaration (issue 7): filters in the URL, columns,
 * cards below 992 px, delete, export and import by the kit. Add and edit are
 * the screen's own drawer (draft save, live name, ordered photos), so the
 * kit's form is off; `villages` fill the village filter.
 */
export function houseRoomResource(
  villages: readonly FieldOption[],
): ResourceDefinition<HouseRoom, HouseRoomInput> {
  return {
    key: 'house.houseRoom',
    ns: 'house',
    api: houseRoomApi,
    permission: 'house:room',
    titleKey: 'name',
    actions: { add: false, edit: false, import: true },
    form: { as: 'drawer' },
    cardBreakpoint: 992,
    actionsWidth: 300,
    texts: {
      deleteOne: 'houseRoom.dialog.deleteOne',
      deleteMany: 'houseRoom.dialog.deleteMany',
      deleteSuccess: 'houseRoom.messages.deleteSuccess',
      selectToDelete: 'houseRoom.messages.selectToDelete',
      loadFailed: 'houseRoom.messages.loadFailed',
      exportFileName: 'houseRoom.messages.exportFileName',
      empty: 'houseRoom.messages.empty',
    },
    fields: houseRoomFields(villages),
  };
}
