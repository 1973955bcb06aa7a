import { SyncOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../permission/hooks/use-permission';
import { request } from '../../request/api/client';
import { getNotifier } from '../../request/api/notifier';

export interface RefreshCacheButtonProps {
  /** e.g. `/system/config/refreshCache` (RuoYi's 刷新缓存): DELETE makes the server reload it. */
  url: string;
  /** Permission the button needs (the server asks for it too). */
  permission: string;
  /** Called once the server has reloaded (the screen refetches what it shows from the cache). */
  onRefreshed: () => void;
}

/** RuoYi's "refresh cache" toolbar button of the parameter and dictionary screens. */
export function RefreshCacheButton({ url, permission, onRefreshed }: RefreshCacheButtonProps) {
  const { t } = useTranslation('common');
  const { hasPermi } = usePermission();
  const [busy, setBusy] = useState(false);
  if (!hasPermi(permission)) return null;
  const refresh = async () => {
    setBusy(true);
    try {
      await request({ url, method: 'DELETE' });
      getNotifier().success(t('resource.refreshCacheDone'));
      onRefreshed();
    } catch {
      // the request client has shown why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<SyncOutlined />} loading={busy} onClick={() => void refresh()}>
      {t('resource.refreshCache')}
    </Button>
  );
}
