import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import type { ResourceListContext } from '@agency/shared/features/resource/types/resource-definition';
import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { onlineApi } from '../api/online-api';
import type { OnlineUser } from '../types/online-user';

/** Ends a session after confirmation (`monitor:online:forceLogout`); hidden without the permission. */
export function ForceLogoutButton({ row, list }: { row: OnlineUser; list: ResourceListContext<OnlineUser> }) {
  const { t } = useTranslation('system');
  const { hasPermi } = usePermission();
  const [forceLogout, { isLoading }] = onlineApi.useDelete();
  if (!hasPermi('monitor:online:forceLogout')) return null;

  const logout = async () => {
    const confirmed = await getNotifier().confirm({
      title: t('online.confirm.title'),
      content: t('online.confirm.content', { userName: row.userName }),
      okText: t('online.confirm.ok'),
      cancelText: t('online.confirm.cancel'),
    });
    if (!confirmed) return;
    try {
      await forceLogout([row.tokenId]).unwrap();
    } catch {
      return; // the request client has shown the reason
    }
    getNotifier().success(t('online.forceLogoutSuccess'));
    // The last session of the last page: step back a page.
    if (list.rows.length === 1 && list.state.pageNum > 1)
      list.setState({ ...list.state, pageNum: list.state.pageNum - 1 });
  };

  return (
    <Button
      type="link"
      size="small"
      danger
      icon={<LogoutOutlined />}
      loading={isLoading}
      onClick={() => void logout()}
    >
      {t('online.forceLogout')}
    </Button>
  );
}
