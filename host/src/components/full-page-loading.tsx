import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../utils/host-namespace';
import './full-page-loading.css';

/**
 * Shown while the session or a lazily loaded screen is on its way: antd's large
 * spinner drawn with CSS, as it shows before antd itself has loaded.
 */
export function FullPageLoading() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'router' });
  return (
    <div
      className="full-page-loading"
      role="status"
      aria-label={t('loading')}
      data-testid="full-page-loading"
    >
      <span className="full-page-loading-dots" aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
    </div>
  );
}
