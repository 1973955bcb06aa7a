import type { PageRegistry } from '@agency/shared/features/federation/types/page-registry';
import { useAntdLocale } from '@agency/shared/features/i18n/hooks/use-antd-locale';
import { useLanguage } from '@agency/shared/features/i18n/hooks/use-language';
import { changeLanguage } from '@agency/shared/features/i18n/i18n';
import { SUPPORTED_LANGUAGES } from '@agency/shared/features/i18n/types/language';
import { useAppDispatch, useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { clearSession, selectToken, setUserInfo } from '@agency/shared/features/store/slices/session-slice';
import { App, Button, ConfigProvider, Layout, Menu, Result, Select, Space, Spin, Typography } from 'antd';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useDevUserInfoQuery } from './dev-auth-api';
import { DevLogin } from './dev-login';

export interface DevAppProps {
  /** The remote's page registry (what the host would load as `./pages`). */
  pages: PageRegistry;
  /** The remote's i18n namespace, which holds the `dev` texts. */
  namespace: string;
}

function Workspace({ pages, namespace }: DevAppProps) {
  const { t } = useTranslation([namespace, 'common']);
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const language = useLanguage();
  const { data: info } = useDevUserInfoQuery(token);
  const keys = Object.keys(pages);
  const [current, setCurrent] = useState(keys[0] ?? '');
  const lazyPages = useMemo(
    () =>
      Object.fromEntries(Object.entries(pages).map(([key, load]) => [key, lazy(load)])) as Record<
        string,
        LazyExoticComponent<ComponentType>
      >,
    [pages],
  );

  useEffect(() => {
    if (info) {
      dispatch(
        setUserInfo({
          userId: info.user.userId,
          name: info.user.userName,
          avatar: info.user.avatar,
          roles: info.roles,
          permissions: info.permissions,
        }),
      );
    }
  }, [info, dispatch]);

  const Page = lazyPages[current];

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography.Text style={{ color: '#fff' }} strong>
          {t('dev.title')}
        </Typography.Text>
        <Space>
          <Select
            aria-label={t('dev.language')}
            value={language}
            style={{ width: 130 }}
            options={SUPPORTED_LANGUAGES.map((value) => ({ value, label: t(`common:language.${value}`) }))}
            onChange={(value: string) => void changeLanguage(value)}
          />
          <Button onClick={() => dispatch(clearSession())}>{t('dev.logout')}</Button>
        </Space>
      </Layout.Header>
      <Layout>
        <Layout.Sider width={220} theme="light">
          <Menu
            mode="inline"
            selectedKeys={[current]}
            items={keys.map((key) => ({ key, label: key }))}
            onClick={({ key }) => setCurrent(key)}
          />
        </Layout.Sider>
        <Layout.Content style={{ padding: 16, background: '#fff' }}>
          {!info ? (
            <Spin />
          ) : Page ? (
            <Suspense fallback={<Spin description={t('dev.loadingPage')} />}>
              <Page key={current} />
            </Suspense>
          ) : (
            <Result status="info" title={t('dev.noPage')} />
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** The page `webpack serve` shows: sign in, then the remote's pages in a plain antd layout. */
export function DevApp(props: DevAppProps) {
  const locale = useAntdLocale();
  const token = useAppSelector(selectToken);
  return (
    <ConfigProvider locale={locale} componentSize="small">
      <App>{token ? <Workspace {...props} /> : <DevLogin namespace={props.namespace} />}</App>
    </ConfigProvider>
  );
}
