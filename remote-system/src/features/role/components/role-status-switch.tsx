import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { EnableSwitch } from '@agency/shared/features/resource/components/enable-switch';
import { useTranslation } from 'react-i18next';
import { useChangeRoleStatusMutation } from '../api/role-api';
import { ADMIN_ROLE_KEY } from '../config/admin-role';
import type { Role } from '../types/role';

/** The status column of roles (`system:role:edit`); read-only for the administrator role. */
export function RoleStatusSwitch({ row }: { row: Role }) {
  const { t } = useTranslation('system');
  const { hasPermi } = usePermission();
  const [changeStatus, { isLoading }] = useChangeRoleStatusMutation();
  const protectedRow = row.roleKey === ADMIN_ROLE_KEY;
  return (
    <EnableSwitch
      status={row.status}
      locked={protectedRow || !hasPermi('system:role:edit')}
      lockedTitle={protectedRow ? t('role.protected') : undefined}
      label={t('role.fields.status')}
      loading={isLoading}
      confirm={(enable) =>
        t(enable ? 'role.status.enableConfirm' : 'role.status.disableConfirm', { name: row.roleName })
      }
      save={async (status) => !('error' in (await changeStatus({ roleId: row.roleId, status })))}
      done={(enable) => t(enable ? 'role.status.enabled' : 'role.status.disabled')}
    />
  );
}
