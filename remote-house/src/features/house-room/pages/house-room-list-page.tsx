import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { DeleteOutlined, PlusOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectAllVillagesQuery } from '../../village/api/village-api';
import { AssignAgentDialog } from '../components/assign-agent-dialog';
import { HouseCard } from '../components/house-card';
import { HouseDetailDrawer } from '../components/house-detail-drawer';
import { HouseFormDrawer } from '../components/house-form-drawer';
import { HousePreviewDialog } from '../components/house-preview-dialog';
import { type HouseDialog, HouseRowActions } from '../components/house-row-actions';
import { LeaseDialog } from '../components/lease-dialog';
import { ShareDialog } from '../components/share-dialog';
import { houseRoomResource } from '../fields/house-room-resource';
import type { HouseRoom, HouseRoomInput } from '../types/house-room';

type OpenDialog = { kind: HouseDialog | 'add'; rows: HouseRoom[] } | null;

/**
 * `house/houseRoom/index`, the landing page after login: the kit's list of
 * houses with the screen's own add/edit drawer, state buttons, lease, agent,
 * preview, share and detail dialogs.
 */
export default function HouseRoomListPage() {
  const { t } = useTranslation(['house', 'common']);
  const { hasPermi } = usePermission();
  const { data: villages } = useSelectAllVillagesQuery();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const open = useCallback((kind: HouseDialog, row: HouseRoom) => setDialog({ kind, rows: [row] }), []);
  const close = useCallback(() => setDialog(null), []);
  const canAdd = hasPermi('house:room:add');
  const canAssign = hasPermi('house:room:assign');
  const canDelete = hasPermi('house:room:remove');

  const definition = useMemo<ResourceDefinition<HouseRoom, HouseRoomInput>>(() => {
    const base = houseRoomResource(
      (villages ?? []).map((village) => ({ value: village.id, label: village.name })),
    );
    return {
      ...base,
      toolbar: (context) => (
        <>
          {canAdd && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ kind: 'add', rows: [] })}
            >
              {t('common:actions.add')}
            </Button>
          )}
          {canAssign && (
            <Button
              icon={<UserSwitchOutlined />}
              disabled={context.selected.length === 0}
              onClick={() => setDialog({ kind: 'assign', rows: [...context.selected] })}
            >
              {t('houseRoom.actions.assign')}
            </Button>
          )}
        </>
      ),
      rowActions: (row) => <HouseRowActions row={row} onOpen={open} />,
      renderCard: (row, context) => (
        <HouseCard
          row={row}
          fields={base.fields}
          actions={
            <HouseRowActions row={row} onOpen={open}>
              {canDelete && (
                <Button
                  type="link"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => void context.remove([row])}
                >
                  {t('common:actions.delete')}
                </Button>
              )}
            </HouseRowActions>
          }
        />
      ),
    };
  }, [villages, canAdd, canAssign, canDelete, open, t]);

  const [row] = dialog?.rows ?? [];
  return (
    <>
      <ResourceList definition={definition} />
      {dialog?.kind === 'add' && <HouseFormDrawer fields={definition.fields} onClose={close} />}
      {dialog?.kind === 'edit' && row && (
        <HouseFormDrawer fields={definition.fields} row={row} onClose={close} />
      )}
      {dialog?.kind === 'detail' && row && (
        <HouseDetailDrawer fields={definition.fields} row={row} onClose={close} />
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
