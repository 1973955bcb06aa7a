import { PublicButton } from '@agency/shared/features/public-ui/components/public-button';
import { PublicResult } from '@agency/shared/features/public-ui/components/public-result';
import { PublicSpinner } from '@agency/shared/features/public-ui/components/public-spinner';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../../components/error-boundary';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { useRemotePage } from '../hooks/use-remote-page';
import { registerFederationLocales } from '../utils/register-federation-locales';
import { remoteErrorText } from '../utils/remote-error-text';

registerFederationLocales();

function PublicRemoteError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'federation' });
  const { text } = remoteErrorText(error, t);
  return (
    <div className="pui" data-testid="remote-error-card">
      <PublicResult
        status="warning"
        title={t('errorTitle')}
        subTitle={text}
        extra={
          <PublicButton variant="primary" onClick={onRetry}>
            {t('retry')}
          </PublicButton>
        }
      />
    </div>
  );
}

/**
 * A remote's public page for visitors (house and car detail): the same loading as the
 * layout's `RemotePage`, in plain React without antd or its theme, so a visitor
 * downloads about what the login page does (docs/benchmarks.md).
 */
export function PublicRemotePage({ component }: { component: string }) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'federation' });
  const { state, retry, attemptKey } = useRemotePage(component);
  if (state.status === 'loading') {
    return (
      <div className="pui" data-testid="remote-page-loading">
        <PublicSpinner />
      </div>
    );
  }
  if (state.status === 'not-available') {
    return (
      <div className="pui" data-testid="page-not-available">
        <PublicResult
          status="info"
          title={t('notAvailableTitle')}
          subTitle={t('notAvailableText', { component })}
        />
      </div>
    );
  }
  if (state.status === 'error') return <PublicRemoteError error={state.error} onRetry={retry} />;
  const { Page } = state;
  return (
    <ErrorBoundary
      resetKey={attemptKey}
      fallback={(error) => <PublicRemoteError error={error} onRetry={retry} />}
    >
      <Page />
    </ErrorBoundary>
  );
}
