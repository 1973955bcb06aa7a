import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { request } from '../../request/api/client';
import { ActionButton } from './action-button';

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
  return (
    <ActionButton
      icon={<SyncOutlined />}
      permission={permission}
      action={async () => {
        await request({ url, method: 'DELETE' });
        return t('resource.refreshCacheDone');
      }}
      onDone={onRefreshed}
    >
      {t('resource.refreshCache')}
    </ActionButton>
  );
}
