import { useAntdLocale } from '@agency/shared/features/i18n/hooks/use-antd-locale';
import { useLanguage } from '@agency/shared/features/i18n/hooks/use-language';
import { createAntdNotifier, setNotifier } from '@agency/shared/features/request/api/notifier';
import type { AppStore } from '@agency/shared/features/store/create-app-store';
import { useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { App, ConfigProvider } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { AppRoutes } from '../features/router/components/app-routes';
import { RouteGuard } from '../features/router/components/route-guard';
import { setNavigator } from '../features/router/utils/navigation';
import { buildTheme, fontFamilyOf, SIZE_MAP } from './theme';

/** Routes messages, notifications and the session dialog of the request client through antd's App context. */
function FeedbackBridge() {
  const { message, notification, modal } = App.useApp();
  useEffect(() => {
    setNotifier(createAntdNotifier({ message, notification, modal }));
    return () => setNotifier(null);
  }, [message, notification, modal]);
  return null;
}

/** Lets code outside React (the session-expired handler) navigate inside the app. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}

/** antd's theme, locale and size from the store and the language, around the app. */
export function ThemedApp({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const locale = useAntdLocale();
  const primary = useAppSelector((state) => state.settings.theme);
  const size = useAppSelector((state) => state.app.size);
  const theme = useMemo(() => buildTheme(primary, language, size), [primary, language, size]);

  useEffect(() => {
    document.body.style.fontFamily = fontFamilyOf(language);
  }, [language]);

  return (
    <ConfigProvider theme={theme} locale={locale} componentSize={SIZE_MAP[size].componentSize}>
      <App style={{ minHeight: '100vh' }}>
        <FeedbackBridge />
        {children}
      </App>
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
