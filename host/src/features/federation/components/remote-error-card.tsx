import { ReloadOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { remoteErrorText } from '../utils/remote-error-text';

interface RemoteErrorCardProps {
  error: unknown;
  onRetry: () => void;
}

/** Shown inside the layout when a remote (or the registry) fails; the rest of the shell keeps working. */
export function RemoteErrorCard({ error, onRetry }: RemoteErrorCardProps) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'federation' });
  const { text, detail } = remoteErrorText(error, t);
  return (
    <Result
      status="warning"
      title={t('errorTitle')}
      subTitle={text}
      data-testid="remote-error-card"
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {detail ? (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 0 }}>
          {t('details')}: {detail}
        </Typography.Paragraph>
      ) : null}
    </Result>
  );
}
