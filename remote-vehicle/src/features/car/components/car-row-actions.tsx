import { RowLinks } from '@agency/shared/features/resource/components/row-links';
import { RowMoreMenu } from '@agency/shared/features/resource/components/row-more-menu';
import { useTranslation } from 'react-i18next';
import { useEndCarLease } from '../hooks/use-end-car-lease';
import type { Car } from '../types/car';
import { ACTION_PERMISSION, actionsFor } from '../utils/car-status';

/** The dialogs a row opens. */
export type CarDialog = 'detail' | 'lease' | 'sell' | 'share';

export interface CarRowActionsProps {
  row: Car;
  onOpen: (dialog: CarDialog, row: Car) => void;
}

/**
 * A vehicle's own buttons, between the kit's edit and delete: details and the state
 * changes its status allows (lease out, end lease, sell); share under "More", so a
 * row stays one line.
 */
export function CarRowActions({ row, onOpen }: CarRowActionsProps) {
  const { t } = useTranslation(['vehicle', 'common']);
  const endLease = useEndCarLease();
  return (
    <>
      <RowLinks
        links={[
          {
            key: 'detail',
            label: t('car.actions.detail'),
            permission: 'vehicle:car:query',
            onClick: () => onOpen('detail', row),
          },
          ...actionsFor(row.carStatus).map((action) => ({
            key: action,
            label: t(`car.actions.${action}`),
            permission: ACTION_PERMISSION[action],
            danger: action === 'endLease',
            onClick: () => (action === 'endLease' ? void endLease(row) : onOpen(action, row)),
          })),
        ]}
      />
      <RowMoreMenu<CarDialog>
        items={[{ key: 'share', label: t('car.actions.share'), permission: 'vehicle:car:query' }]}
        onSelect={(dialog) => onOpen(dialog, row)}
      />
    </>
  );
}
