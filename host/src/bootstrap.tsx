import '@fontsource/noto-sans-lao/lao-400.css';
import '@fontsource/noto-sans-lao/lao-600.css';
import './app/global.css';
import './app/start-texts';
import { getLanguage, loadLanguage } from '@agency/shared/features/i18n/i18n';
import { setSessionExpiredHandler } from '@agency/shared/features/request/api/session-expired';
import { createAppStore } from '@agency/shared/features/store/create-app-store';
import { selectToken } from '@agency/shared/features/store/slices/session-slice';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { clearLocalSession, logout } from './features/auth/utils/session-actions';
import { remoteRegistry } from './features/federation/utils/remote-registry-instance';
import { navigateTo } from './features/router/utils/navigation';
import { startHydration } from './hooks/use-hydrated';

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

// The module registry is read at start, without holding up the first screen:
// a remote page waits for it, and a failure shows that page's error card.
void remoteRegistry.loadModules().catch((error: unknown) => console.warn(error));

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');
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

// The first screen's texts (shared's and the host's) come in the current language only:
// the app renders once they are there, and renders anyway if they failed (keys show).
void loadLanguage(getLanguage())
  .catch((error: unknown) => console.error(error))
  .finally(() => {
    if (hydratesPrerendered(container)) {
      startHydration();
      hydrateRoot(container, <AppRoot store={store} />);
    } else {
      createRoot(container).render(<AppRoot store={store} />);
    }
  });
