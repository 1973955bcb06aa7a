import type { PageRegistry } from '@agency/shared/features/federation/types/page-registry';
import { useAntdLocale } from '@agency/shared/features/i18n/hooks/use-antd-locale';
import { useLanguage } from '@agency/shared/features/i18n/hooks/use-language';
import { changeLanguage } from '@agency/shared/features/i18n/i18n';
import { SUPPORTED_LANGUAGES } from '@agency/shared/features/i18n/types/language';
import { useAppDispatch, useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { clearSession } from '@agency/shared/features/store/slices/session-slice';
import { App, Button, ConfigProvider, Layout, Menu, Select, Space, Spin, Typography } from 'antd';
import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { DEV_SHELL_NAMESPACE } from '../utils/namespace';
import { DevLogin } from './dev-login';

export interface DevShellProps {
  /** The remote's page registry (what the host loads as `./pages`). */
  pages: PageRegistry;
}

function Pages({ pages }: DevShellProps) {
  const { t } = useTranslation(DEV_SHELL_NAMESPACE);
  const { t: tc } = useTranslation('common');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const language = useLanguage();
  const components = Object.keys(pages);
  const lazyPages = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(pages).map(([key, load]) => [key, lazy(load) as ComponentType]),
      ) as Record<string, ComponentType>,
    [pages],
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={220} theme="dark" breakpoint="md" collapsedWidth={0}>
        <Typography.Title level={5} style={{ color: '#fff', padding: 16, margin: 0 }}>
          {t('appTitle')}
        </Typography.Title>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[location.pathname.slice(1).replace(/\/$/, '')]}
          items={components.map((key) => ({ key: key.replace(/\/index$/, ''), label: key }))}
          onClick={({ key }) => navigate(`/${key}`)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', paddingInline: 16 }}>
          <Space style={{ float: 'right' }}>
            <Select
              aria-label={t('language')}
              value={language}
              style={{ width: 130 }}
              onChange={(next) => void changeLanguage(next)}
              options={SUPPORTED_LANGUAGES.map((lng) => ({ value: lng, label: tc(`language.${lng}`) }))}
            />
            <Button onClick={() => dispatch(clearSession())}>{t('logout')}</Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 16 }}>
          <Suspense fallback={<Spin />}>
            <Routes>
              {components.map((key) => {
                const Page = lazyPages[key];
                return Page ? (
                  <Route key={key} path={`/${key.replace(/\/index$/, '')}`} element={<Page />} />
                ) : null;
              })}
              <Route
                path="*"
                element={<Navigate to={`/${(components[0] ?? '').replace(/\/index$/, '')}`} replace />}
              />
            </Routes>
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** The remote on its own: sign in against the API server, then its pages in a plain layout. */
export function DevShell({ pages }: DevShellProps) {
  const antdLocale = useAntdLocale();
  const loggedIn = useAppSelector((state) => state.session.token !== '' && state.session.infoLoaded);
  return (
    <ConfigProvider locale={antdLocale} theme={{ token: { colorPrimary: '#409EFF' } }}>
      <App>
        <BrowserRouter>{loggedIn ? <Pages pages={pages} /> : <DevLogin />}</BrowserRouter>
      </App>
    </ConfigProvider>
  );
}
