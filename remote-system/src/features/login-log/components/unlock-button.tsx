import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { UnlockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unlockAccount } from '../api/login-log-api';
import type { LoginLog } from '../types/login-log';

/**
 * Unlocks the account of a record, after a confirmation (`monitor:logininfor:unlock`): a
 * row action rather than RuoYi's toolbar button on a selection, so it works on phone cards.
 */
export function UnlockButton({ row }: { row: LoginLog }) {
  const { t } = useTranslation(['system', 'common']);
  const { hasPermi } = usePermission();
  const [busy, setBusy] = useState(false);
  if (!hasPermi('monitor:logininfor:unlock')) return null;
  const unlock = async () => {
    const notifier = getNotifier();
    const confirmed = await notifier.confirm({
      title: t('loginLog.unlockTitle'),
      content: t('loginLog.unlockConfirm', { name: row.userName }),
      okText: t('loginLog.unlock'),
      cancelText: t('common:actions.cancel'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await unlockAccount(row.userName);
      notifier.success(t('loginLog.unlocked', { name: row.userName }));
    } catch {
      // the request client has shown why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="link" size="small" icon={<UnlockOutlined />} loading={busy} onClick={() => void unlock()}>
      {t('loginLog.unlock')}
    </Button>
  );
}
