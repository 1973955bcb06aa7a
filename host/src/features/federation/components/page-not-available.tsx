import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';

/** The page of a menu whose component no installed remote provides. */
export function PageNotAvailable({ component }: { component: string }) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'federation' });
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={t('notAvailableTitle')}
      subTitle={t('notAvailableText', { component })}
      data-testid="page-not-available"
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('backHome')}
        </Button>
      }
    />
  );
}
