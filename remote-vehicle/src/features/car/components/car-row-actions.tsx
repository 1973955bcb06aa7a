import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { RowMoreMenu } from '@agency/shared/features/resource/components/row-more-menu';
import { Button } from 'antd';
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
  const { hasPermi } = usePermission();
  const endLease = useEndCarLease();
  return (
    <>
      {hasPermi('vehicle:car:query') && (
        <Button type="link" size="small" onClick={() => onOpen('detail', row)}>
          {t('car.actions.detail')}
        </Button>
      )}
      {actionsFor(row.carStatus)
        .filter((action) => hasPermi(ACTION_PERMISSION[action]))
        .map((action) => (
          <Button
            key={action}
            type="link"
            size="small"
            danger={action === 'endLease'}
            onClick={() => (action === 'endLease' ? void endLease(row) : onOpen(action, row))}
          >
            {t(`car.actions.${action}`)}
          </Button>
        ))}
      <RowMoreMenu<CarDialog>
        items={[{ key: 'share', label: t('car.actions.share'), permission: 'vehicle:car:query' }]}
        onSelect={(dialog) => onOpen(dialog, row)}
      />
    </>
  );
}
