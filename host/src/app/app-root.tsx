import { useAntdLocale } from '@agency/shared/features/i18n/hooks/use-antd-locale';
import { useLanguage } from '@agency/shared/features/i18n/hooks/use-language';
import type { AppStore } from '@agency/shared/features/store/create-app-store';
import { useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
// Component paths, not the `antd` index: the login page must not download all of antd
// (docs/benchmarks.md). They are the same modules the shared `antd` singleton is made of.
import ConfigProvider from 'antd/es/config-provider';
import theme from 'antd/es/theme';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { AppRoutes } from '../features/router/components/app-routes';
import { RouteGuard } from '../features/router/components/route-guard';
import { setNavigator } from '../features/router/utils/navigation';
import { buildTheme, fontFamilyOf, SIZE_MAP } from './theme';
import { useReducedMotion } from './use-reduced-motion';

/** Lets code outside React (the session-expired handler) navigate inside the app. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}

/**
 * The base text style of antd's `App` (colour, size, line height, font) on a
 * plain element. antd's `App` itself, with its message, notification and modal
 * holders, wraps the layout (see `FeedbackProvider`), so the login page does
 * not download them.
 */
function AppShell({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      className="app-shell"
      style={{
        minHeight: '100vh',
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}

/** antd's theme, locale and size from the store and the language, around the app. */
export function ThemedApp({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const locale = useAntdLocale();
  const primary = useAppSelector((state) => state.settings.theme);
  const size = useAppSelector((state) => state.app.size);
  const reducedMotion = useReducedMotion();
  const appTheme = useMemo(
    () => buildTheme(primary, language, size, reducedMotion),
    [primary, language, size, reducedMotion],
  );
  const componentSize = SIZE_MAP[size].componentSize;

  useEffect(() => {
    document.body.style.fontFamily = fontFamilyOf(language);
  }, [language]);

  // antd's static message, notification and Modal (the request client's feedback
  // outside the layout) render with the same theme, locale and size.
  useEffect(() => {
    ConfigProvider.config({
      holderRender: (children) => (
        <ConfigProvider theme={appTheme} locale={locale} componentSize={componentSize}>
          {children}
        </ConfigProvider>
      ),
    });
  }, [appTheme, locale, componentSize]);

  return (
    <ConfigProvider theme={appTheme} locale={locale} componentSize={componentSize}>
      <AppShell>{children}</AppShell>
    </ConfigProvider>
  );
}

/** The routes behind the guard, inside a router (BrowserRouter in the app, MemoryRouter in tests). */
export function GuardedRoutes() {
  return (
    <>
      <NavigationBridge />
      <RouteGuard>
        <AppRoutes />
      </RouteGuard>
    </>
  );
}

/** The host application: the store, antd's configuration, the router with its guard. */
export function AppRoot({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <ThemedApp>
        <BrowserRouter>
          <GuardedRoutes />
        </BrowserRouter>
      </ThemedApp>
    </Provider>
  );
}
