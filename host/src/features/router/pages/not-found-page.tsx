import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';

/** `/404` and the catch-all. */
export default function NotFoundPage() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'router' });
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('notFound')}
      extra={
        <Button type="primary" onClick={() => navigate('/', { replace: true })}>
          {t('backHome')}
        </Button>
      }
    />
  );
}
