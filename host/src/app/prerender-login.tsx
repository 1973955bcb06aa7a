import './start-texts';
import { changeLanguage, i18n } from '@agency/shared/features/i18n/i18n';
import type { Language } from '@agency/shared/features/i18n/types/language';
import { createAppStore } from '@agency/shared/features/store/create-app-store';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { pageTitle } from '../features/auth/utils/page-title';
import { startHydration } from '../hooks/use-hydrated';
import { HOST_NAMESPACE } from '../utils/host-namespace';
import { PUBLIC_PATH_PATTERNS, PUBLIC_START_ROUTES } from '../utils/static-routes';
import { fontFamilyOf } from '../utils/theme';
import { GuardedRoutes } from './app-root';

/** What the build puts into the login page's HTML for one language. */
export interface PrerenderedLogin {
  /** The inside of `#root`, as React's first render in the browser gives it. */
  html: string;
  /** The document title the page sets once it runs. */
  title: string;
  /** The body's font, as the page sets it once it runs (useDocumentFont). */
  fontFamily: string;
}

/** The guard's paths without login, for the server (`public-paths.json`, see static-routes). */
export const publicPathPatterns: readonly string[] = PUBLIC_PATH_PATTERNS;

/** The paths the server answers with public.html, the public pages' start (see static-routes). */
export const publicStartPatterns: readonly string[] = PUBLIC_START_ROUTES.map((route) => route.path);

/** The remote page each of those paths shows, by its component string (the server preloads its remote's module). */
export const publicStartPages: Readonly<Record<string, string>> = Object.fromEntries(
  PUBLIC_START_ROUTES.map((route) => [route.path, route.component]),
);

/**
 * The login page without a session, in `language`: the build writes it into
 * `login.<language>.html`, which the server sends for `/login`, and the browser's
 * React hydrates it (bootstrap.tsx). Run in Node by the host's production build
 * (shared/build/prerender-login-plugin.ts).
 */
export async function renderLogin(language: Language): Promise<PrerenderedLogin> {
  await changeLanguage(language);
  startHydration();
  const html = renderToString(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={['/login']}>
        <GuardedRoutes />
      </MemoryRouter>
    </Provider>,
  );
  const t = i18n.getFixedT(language, HOST_NAMESPACE);
  return {
    html,
    title: pageTitle(t('auth.loginTitle'), t('layout.appName')),
    fontFamily: fontFamilyOf(language),
  };
}
