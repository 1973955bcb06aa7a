import Spin from 'antd/es/spin';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/types/namespace';
import { registerFederationLocales } from '../../i18n/utils/register-federation-locales';
import { remoteRegistry } from '../utils/remote-registry-instance';
import { PageNotAvailable } from './page-not-available';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteErrorCard } from './remote-error-card';

// The loader's own chunk (used by the layout and by the public pages) brings its texts.
registerFederationLocales();

type State =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType }
  | { status: 'not-available' }
  | { status: 'error'; error: unknown };

const LOADING: State = { status: 'loading' };

/**
 * Shows the remote page behind a menu component string (`house/village/index`):
 * resolves its remote by prefix, loads the page, and shows a "page not
 * available" screen or an error card with retry instead when that fails.
 * Once settled it stays: a page kept alive by the layout (hidden, then shown
 * again, which runs its effects again) keeps its loaded page and that page's state.
 */
export function RemotePage({ component }: { component: string }) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'federation' });
  const [attempt, setAttempt] = useState(0);
  const request = `${component}#${attempt}`;
  const [result, setResult] = useState<{ request: string; state: State }>({ request, state: LOADING });
  const settled = useRef<string | null>(null);
  useEffect(() => {
    if (settled.current === request) return;
    let active = true;
    const settle = (state: State) => {
      if (!active) return;
      settled.current = request;
      setResult({ request, state });
    };
    remoteRegistry
      .resolve(component)
      .then(async (resolution) => {
        if (resolution.kind === 'not-available') {
          settle({ status: 'not-available' });
          return;
        }
        const module = await resolution.load();
        settle({ status: 'ready', Page: module.default });
      })
      .catch((error: unknown) => settle({ status: 'error', error }));
    return () => {
      active = false;
    };
  }, [component, request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const state = result.request === request ? result.state : LOADING;
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
    <RemoteErrorBoundary resetKey={`${component}#${attempt}`} onRetry={retry}>
      <Page />
    </RemoteErrorBoundary>
  );
}
