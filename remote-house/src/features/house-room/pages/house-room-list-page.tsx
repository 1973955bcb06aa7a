import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { UserSwitchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssignAgentDialog } from '../components/assign-agent-dialog';
import { HouseCard } from '../components/house-card';
import { HouseDetailDrawer } from '../components/house-detail-drawer';
import { HousePreviewDialog } from '../components/house-preview-dialog';
import { type HouseDialog, HouseRowActions } from '../components/house-row-actions';
import { LeaseDialog } from '../components/lease-dialog';
import { ShareDialog } from '../components/share-dialog';
import { houseRoomResource } from '../fields/house-room-resource';
import type { HouseRoom, HouseRoomInput } from '../types/house-room';

type OpenDialog = { kind: HouseDialog; rows: HouseRoom[] } | null;

/**
 * `house/houseRoom/index`, the landing page after login: the kit's list of
 * houses (its add/edit open the house's own drawer) with the state buttons,
 * lease, agent, preview, share and detail dialogs.
 */
export default function HouseRoomListPage() {
  const { t } = useTranslation(['house', 'common']);
  const { hasPermi } = usePermission();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const open = useCallback((kind: HouseDialog, row: HouseRoom) => setDialog({ kind, rows: [row] }), []);
  const close = useCallback(() => setDialog(null), []);
  const canAssign = hasPermi('house:room:assign');

  const definition = useMemo<ResourceDefinition<HouseRoom, HouseRoomInput>>(
    () => ({
      ...houseRoomResource,
      toolbar: (context) =>
        canAssign && (
          <Button
            icon={<UserSwitchOutlined />}
            disabled={context.selected.length === 0}
            onClick={() => setDialog({ kind: 'assign', rows: [...context.selected] })}
          >
            {t('houseRoom.actions.assign')}
          </Button>
        ),
      rowActions: (row) => <HouseRowActions row={row} onOpen={open} />,
      renderCard: (row, _context, actions) => (
        <HouseCard row={row} fields={houseRoomResource.fields} actions={actions} />
      ),
    }),
    [canAssign, open, t],
  );

  const [row] = dialog?.rows ?? [];
  return (
    <>
      <ResourceList definition={definition} />
      {dialog?.kind === 'detail' && row && (
        <HouseDetailDrawer fields={houseRoomResource.fields} row={row} onClose={close} />
      )}
      {dialog?.kind === 'lease' && row && <LeaseDialog row={row} onClose={close} />}
      {dialog?.kind === 'preview' && row && <HousePreviewDialog row={row} onClose={close} />}
      {dialog?.kind === 'share' && row && <ShareDialog row={row} onClose={close} />}
      {dialog?.kind === 'assign' && dialog.rows.length > 0 && (
        <AssignAgentDialog rows={dialog.rows} onClose={close} />
      )}
    </>
  );
}
