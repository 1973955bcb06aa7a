import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { remoteRegistry } from '../utils/remote-registry-instance';

export type RemotePageState =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType }
  | { status: 'not-available' }
  | { status: 'error'; error: unknown };

const LOADING: RemotePageState = { status: 'loading' };

/**
 * The remote page behind a menu component string (`house/village/index`): resolves its
 * remote by prefix and loads the page; `retry` tries again after a failure. Once settled
 * it stays: a page kept alive by the layout (hidden, then shown again, which runs its
 * effects again) keeps its loaded page and that page's state.
 */
export function useRemotePage(component: string): {
  state: RemotePageState;
  retry: () => void;
  /** Changes with the page and each retry (resets the error boundary). */
  attemptKey: string;
} {
  const [attempt, setAttempt] = useState(0);
  const request = `${component}#${attempt}`;
  const [result, setResult] = useState<{ request: string; state: RemotePageState }>({
    request,
    state: LOADING,
  });
  const settled = useRef<string | null>(null);
  useEffect(() => {
    if (settled.current === request) return;
    let active = true;
    const settle = (state: RemotePageState) => {
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
  return { state: result.request === request ? result.state : LOADING, retry, attemptKey: request };
}
