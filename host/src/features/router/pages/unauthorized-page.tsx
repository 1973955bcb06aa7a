import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';

/** `/401`: the user lacks the permission of the page. */
export default function UnauthorizedPage() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'router' });
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="401"
      subTitle={t('unauthorized')}
      extra={
        <Space>
          <Button onClick={() => navigate(-1)}>{t('back')}</Button>
          <Button type="primary" onClick={() => navigate('/', { replace: true })}>
            {t('backHome')}
          </Button>
        </Space>
      }
    />
  );
}
