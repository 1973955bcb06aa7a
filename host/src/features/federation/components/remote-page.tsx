import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../../components/error-boundary';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { useRemotePage } from '../hooks/use-remote-page';
import { registerFederationLocales } from '../utils/register-federation-locales';
import { PageNotAvailable } from './page-not-available';
import { RemoteErrorCard } from './remote-error-card';

// The loader's own chunk (used by the layout and by the themed public pages) brings its texts.
registerFederationLocales();

/**
 * Shows the remote page behind a menu component string (`house/village/index`) in the
 * layout's antd look: a spinner while it loads, "page not available", or an error
 * card with retry instead when that fails.
 */
export function RemotePage({ component }: { component: string }) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'federation' });
  const { state, retry, attemptKey } = useRemotePage(component);
  if (state.status === 'loading') {
    return (
      <div
        style={{ display: 'flex', justifyContent: 'center', padding: 48 }}
        data-testid="remote-page-loading"
      >
        <Spin description={t('loading')}>
          <div style={{ width: 200, height: 60 }} />
        </Spin>
      </div>
    );
  }
  if (state.status === 'not-available') return <PageNotAvailable component={component} />;
  if (state.status === 'error') return <RemoteErrorCard error={state.error} onRetry={retry} />;
  const { Page } = state;
  return (
    <ErrorBoundary
      resetKey={attemptKey}
      fallback={(error) => <RemoteErrorCard error={error} onRetry={retry} />}
    >
      <Page />
    </ErrorBoundary>
  );
}
