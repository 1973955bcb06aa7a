import './app/start-assets';
import { getLanguage } from '@agency/shared/features/i18n/i18n';
import { setSessionExpiredHandler } from '@agency/shared/features/request/api/session-expired';
import { createAppStore } from '@agency/shared/features/store/create-app-store';
import { selectToken } from '@agency/shared/features/store/slices/session-slice';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { startPage } from './app/start-page';
import { startHydration } from './hooks/use-hydrated';
import { navigateTo } from './utils/navigation';
import { clearLocalSession, logout } from './utils/session-actions';

const store = createAppStore();

// "Log in again" in the session-expired dialog: log out and go to /index (spec section 8);
// with the session gone the guard then sends /index to the login page. Navigating only
// after the logout keeps the guard from reacting to the page that was open.
setSessionExpiredHandler(async () => {
  try {
    await logout(store.dispatch);
  } catch {
    clearLocalSession(store.dispatch);
  }
  navigateTo('/index', { replace: true });
});

/**
 * The server sends `/login` prerendered in the language it expects this browser to use
 * (docs/benchmarks.md, "The prerendered login page"). React takes that HTML over when it
 * is the page it would draw: the login form, in this language, without a session (which
 * sends the login page elsewhere). Anything else is drawn afresh, as any other page.
 */
function hydratesPrerendered(root: HTMLElement): boolean {
  const prerendered = root.dataset.prerendered;
  if (!prerendered) return false;
  const same =
    prerendered === getLanguage() &&
    window.location.pathname === '/login' &&
    selectToken(store.getState()) === '';
  if (!same) root.replaceChildren();
  return same;
}

startPage((container) => {
  if (hydratesPrerendered(container)) {
    startHydration();
    hydrateRoot(container, <AppRoot store={store} />);
  } else {
    createRoot(container).render(<AppRoot store={store} />);
  }
});
