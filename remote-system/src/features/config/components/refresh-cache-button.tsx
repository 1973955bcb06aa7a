import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { SyncOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRefreshConfigCacheMutation } from '../api/config-api';

/** RuoYi's "refresh cache" of the parameter screen (needs system:config:remove, as in RuoYi). */
export function RefreshCacheButton() {
  const { t } = useTranslation('system');
  const { hasPermi } = usePermission();
  const [refresh, { isLoading }] = useRefreshConfigCacheMutation();
  if (!hasPermi('system:config:remove')) return null;
  return (
    <Button
      icon={<SyncOutlined />}
      loading={isLoading}
      onClick={async () => {
        const result = await refresh();
        if (!('error' in result)) getNotifier().success(t('config.refreshSuccess'));
      }}
    >
      {t('config.refreshCache')}
    </Button>
  );
}
