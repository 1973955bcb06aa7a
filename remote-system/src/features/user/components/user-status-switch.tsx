import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { EnableSwitch } from '@agency/shared/features/resource/components/enable-switch';
import { useTranslation } from 'react-i18next';
import { useChangeUserStatusMutation } from '../api/user-api';
import { ADMIN_USER_NAME } from '../config/admin-user';
import type { User } from '../types/user';

/**
 * The status column: enables or disables the user after confirmation
 * (`system:user:edit`); read-only without it and for the administrator account.
 */
export function UserStatusSwitch({ row }: { row: User }) {
  const { t } = useTranslation('system');
  const { hasPermi } = usePermission();
  const [changeStatus, { isLoading }] = useChangeUserStatusMutation();
  const protectedRow = row.userName === ADMIN_USER_NAME;
  return (
    <EnableSwitch
      status={row.status}
      locked={protectedRow || !hasPermi('system:user:edit')}
      lockedTitle={protectedRow ? t('user.protected') : undefined}
      label={t('user.fields.status')}
      loading={isLoading}
      confirm={(enable) =>
        t(enable ? 'user.status.enableConfirm' : 'user.status.disableConfirm', { name: row.userName })
      }
      save={async (status) => !('error' in (await changeStatus({ userId: row.userId, status })))}
      done={(enable) => t(enable ? 'user.status.enabled' : 'user.status.disabled')}
    />
  );
}
