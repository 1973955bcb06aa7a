import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** The cache screens' error state: the summary could not be read; try again. */
export function CacheLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('system');
  return (
    <Alert
      type="error"
      showIcon
      title={t('cacheMonitor.loadFailed')}
      action={
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          {t('cacheMonitor.refresh')}
        </Button>
      }
    />
  );
}
