import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { remoteRegistry } from '../utils/remote-registry-instance';

export type RemotePageState =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType }
  | { status: 'not-available' }
  | { status: 'error'; error: unknown };

const LOADING: RemotePageState = { status: 'loading' };

/** A page loaded already (by the menu click that opened it, or an earlier visit) renders at once. */
function initialState(component: string): RemotePageState {
  const Page = remoteRegistry.loadedPage(component);
  return Page ? { status: 'ready', Page } : LOADING;
}

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
  const [result, setResult] = useState<{ request: string; state: RemotePageState }>(() => ({
    request,
    state: initialState(component),
  }));
  const settled = useRef<string | null>(result.state.status === 'ready' ? request : null);
  useEffect(() => {
    if (settled.current === request) return;
    let active = true;
    const settle = (state: RemotePageState) => {
      if (!active) return;
      settled.current = request;
      setResult({ request, state });
    };
    remoteRegistry
      .loadPage(component)
      .then((load) =>
        settle(load.kind === 'page' ? { status: 'ready', Page: load.Page } : { status: 'not-available' }),
      )
      .catch((error: unknown) => settle({ status: 'error', error }));
    return () => {
      active = false;
    };
  }, [component, request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: result.request === request ? result.state : LOADING, retry, attemptKey: request };
}
