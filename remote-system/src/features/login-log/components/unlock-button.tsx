import { ActionButton } from '@agency/shared/features/resource/components/action-button';
import { UnlockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { unlockAccount } from '../api/login-log-api';
import type { LoginLog } from '../types/login-log';

/**
 * Unlocks the account of a record, after a confirmation (`monitor:logininfor:unlock`): a
 * row action rather than RuoYi's toolbar button on a selection, so it works on phone cards.
 */
export function UnlockButton({ row }: { row: LoginLog }) {
  const { t } = useTranslation(['system', 'common']);
  return (
    <ActionButton
      type="link"
      size="small"
      icon={<UnlockOutlined />}
      permission="monitor:logininfor:unlock"
      confirm={{
        title: t('loginLog.unlockTitle'),
        content: t('loginLog.unlockConfirm', { name: row.userName }),
        okText: t('loginLog.unlock'),
      }}
      action={async () => {
        await unlockAccount(row.userName);
        return t('loginLog.unlocked', { name: row.userName });
      }}
    >
      {t('loginLog.unlock')}
    </ActionButton>
  );
}
