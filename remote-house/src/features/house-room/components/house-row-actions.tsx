import { RowLinks } from '@agency/shared/features/resource/components/row-links';
import { RowMoreMenu } from '@agency/shared/features/resource/components/row-more-menu';
import { useTranslation } from 'react-i18next';
import { useHouseStateAction } from '../hooks/use-house-state-action';
import type { HouseRoom } from '../types/house-room';
import { ACTION_PERMISSION, actionsFor } from '../utils/house-status';

/** The dialogs a row opens. */
export type HouseDialog = 'detail' | 'lease' | 'preview' | 'share' | 'assign';

export interface HouseRowActionsProps {
  row: HouseRoom;
  onOpen: (dialog: HouseDialog, row: HouseRoom) => void;
}

/**
 * A house's own buttons, between the kit's edit and delete: details and the
 * state changes its status allows (review, take off, put on, rent out, mark
 * sold, end lease) as links; preview, share and assign agent under "More", so
 * a row stays one line.
 */
export function HouseRowActions({ row, onOpen }: HouseRowActionsProps) {
  const { t } = useTranslation(['house', 'common']);
  const run = useHouseStateAction();
  return (
    <>
      <RowLinks
        links={[
          {
            key: 'detail',
            label: t('houseRoom.actions.detail'),
            permission: 'house:room:query',
            onClick: () => onOpen('detail', row),
          },
          ...actionsFor(row.status).map((action) => ({
            key: action,
            label: t(`houseRoom.actions.${action}`),
            permission: ACTION_PERMISSION[action],
            danger: action === 'close',
            onClick: () => (action === 'rent' ? onOpen('lease', row) : void run(action, row)),
          })),
        ]}
      />
      <RowMoreMenu<HouseDialog>
        items={[
          { key: 'preview', label: t('houseRoom.actions.preview'), permission: 'house:room:query' },
          { key: 'share', label: t('houseRoom.actions.share'), permission: 'house:room:share' },
          { key: 'assign', label: t('houseRoom.actions.assign'), permission: 'house:room:assign' },
        ]}
        onSelect={(dialog) => onOpen(dialog, row)}
      />
    </>
  );
}
