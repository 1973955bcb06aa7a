import LoadingOutlined from '@ant-design/icons-svg/lib/asn/LoadingOutlined';
import { useTranslation } from 'react-i18next';
import { SvgIcon } from '../../icons/components/svg-icon';
import { registerPublicUiLocales } from '../locales/register-public-ui-locales';
import './public-ui.css';

registerPublicUiLocales();

/** antd's spinner, for a public page or part of one that is loading. */
export function PublicSpinner() {
  const { t } = useTranslation('common', { keyPrefix: 'publicUi' });
  return (
    <div className="pui-spinner" aria-busy="true">
      <SvgIcon icon={LoadingOutlined} />
      <span className="pui-visually-hidden">{t('loading')}</span>
    </div>
  );
}

/** Grey lines while a text loads (antd's Skeleton). */
export function PublicSkeleton() {
  const { t } = useTranslation('common', { keyPrefix: 'publicUi' });
  return (
    <div className="pui-skeleton" aria-busy="true">
      <span className="pui-visually-hidden">{t('loading')}</span>
      <span />
      <span />
      <span />
    </div>
  );
}
