import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHouseStateAction } from '../hooks/use-house-state-action';
import type { HouseRoom } from '../types/house-room';
import { ACTION_PERMISSION, actionsFor } from '../utils/house-status';

/** The dialogs a row opens. */
export type HouseDialog = 'detail' | 'edit' | 'lease' | 'preview' | 'share' | 'assign';

export interface HouseRowActionsProps {
  row: HouseRoom;
  onOpen: (dialog: HouseDialog, row: HouseRoom) => void;
  /** Extra buttons (the card's delete). */
  children?: ReactNode;
}

/**
 * A house's buttons by permission and status: details, edit, the state
 * changes its status allows (review, take off, put on, rent out, mark sold,
 * end lease), preview, share and assign agent.
 */
export function HouseRowActions({ row, onOpen, children }: HouseRowActionsProps) {
  const { t } = useTranslation(['house', 'common']);
  const { hasPermi } = usePermission();
  const run = useHouseStateAction();
  const link = (key: string, label: string, onClick: () => void, danger = false) => (
    <Button key={key} type="link" size="small" danger={danger} onClick={onClick}>
      {label}
    </Button>
  );
  return (
    <Space size={0} wrap className="house-row-actions">
      {hasPermi('house:room:query') &&
        link('detail', t('houseRoom.actions.detail'), () => onOpen('detail', row))}
      {hasPermi('house:room:edit') && link('edit', t('common:actions.edit'), () => onOpen('edit', row))}
      {actionsFor(row.status)
        .filter((action) => hasPermi(ACTION_PERMISSION[action]))
        .map((action) =>
          action === 'rent'
            ? link(action, t('houseRoom.actions.rent'), () => onOpen('lease', row))
            : link(action, t(`houseRoom.actions.${action}`), () => void run(action, row), action === 'close'),
        )}
      {hasPermi('house:room:query') &&
        link('preview', t('houseRoom.actions.preview'), () => onOpen('preview', row))}
      {hasPermi('house:room:share') &&
        link('share', t('houseRoom.actions.share'), () => onOpen('share', row))}
      {hasPermi('house:room:assign') &&
        link('assign', t('houseRoom.actions.assign'), () => onOpen('assign', row))}
      {children}
    </Space>
  );
}
