import { ActionButton } from '@agency/shared/features/resource/components/action-button';
import type { ResourceListContext } from '@agency/shared/features/resource/types/resource-definition';
import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { onlineApi } from '../api/online-api';
import type { OnlineUser } from '../types/online-user';

/** Ends a session after confirmation (`monitor:online:forceLogout`); hidden without the permission. */
export function ForceLogoutButton({ row, list }: { row: OnlineUser; list: ResourceListContext<OnlineUser> }) {
  const { t } = useTranslation('system');
  const [forceLogout] = onlineApi.useDelete();
  return (
    <ActionButton
      type="link"
      size="small"
      danger
      icon={<LogoutOutlined />}
      permission="monitor:online:forceLogout"
      confirm={{
        title: t('online.confirm.title'),
        content: t('online.confirm.content', { userName: row.userName }),
        okText: t('online.confirm.ok'),
      }}
      action={async () => {
        await forceLogout([row.tokenId]).unwrap();
        return t('online.forceLogoutSuccess');
      }}
      onDone={() => {
        // The last session of the last page: step back a page.
        if (list.rows.length === 1 && list.state.pageNum > 1)
          list.setState({ ...list.state, pageNum: list.state.pageNum - 1 });
      }}
    >
      {t('online.forceLogout')}
    </ActionButton>
  );
}
