import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChangeUserStatusMutation } from '../api/user-api';
import { ADMIN_USER_NAME, type User } from '../types/user';

/**
 * The status column: a switch that enables or disables the user after confirmation
 * (`system:user:edit`); read-only without it and for the administrator account.
 */
export function UserStatusSwitch({ row }: { row: User }) {
  const { t } = useTranslation('system');
  const { hasPermi } = usePermission();
  const [changeStatus, { isLoading }] = useChangeUserStatusMutation();
  const enabled = row.status === '0';
  const locked = row.userName === ADMIN_USER_NAME || !hasPermi('system:user:edit');

  const toggle = async () => {
    const confirmed = await getNotifier().confirm({
      title: t('user.status.title'),
      content: t(enabled ? 'user.status.disableConfirm' : 'user.status.enableConfirm', {
        name: row.userName,
      }),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
    });
    if (!confirmed) return;
    const result = await changeStatus({ userId: row.userId, status: enabled ? '1' : '0' });
    if ('error' in result) return; // the request client has shown the reason
    getNotifier().success(t(enabled ? 'user.status.disabled' : 'user.status.enabled'));
  };

  return (
    <Switch
      size="small"
      checked={enabled}
      loading={isLoading}
      disabled={locked}
      aria-label={t('user.fields.status')}
      title={row.userName === ADMIN_USER_NAME ? t('user.protected') : undefined}
      onChange={() => void toggle()}
    />
  );
}
