import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/types/namespace';
import { DeferredLanguageSwitch } from '../../layout/components/deferred-language-switch';
import './auth.css';

/**
 * The frame of the login, register and password recovery pages. The panel and
 * its heading are plain elements drawn with antd's design tokens (those of a
 * Card and a level-4 Title): antd's Card brings Tabs, Menu, Dropdown and
 * Skeleton and its Typography brings copy, edit and ellipsis support, about
 * 35 KB gzip the login page does not use (docs/benchmarks.md).
 */
export function AuthLayout({
  title,
  children,
  width = 400,
}: {
  title: string;
  children: ReactNode;
  width?: number;
}) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'auth' });
  const { t: tl } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout' });
  const { token } = theme.useToken();
  const appName = tl('appName');
  useEffect(() => {
    document.title = title === appName ? appName : `${title} - ${appName}`;
  }, [title, appName]);
  return (
    <div className="auth-page">
      <Flex justify="flex-end" className="auth-language">
        <DeferredLanguageSwitch dark />
      </Flex>
      <section
        className="auth-card"
        style={{
          width,
          maxWidth: 'calc(100vw - 32px)',
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <h4
          className="auth-title"
          style={{
            margin: '0 0 0.5em',
            textAlign: 'center',
            color: token.colorTextHeading,
            fontSize: token.fontSizeHeading4,
            lineHeight: token.lineHeightHeading4,
            fontWeight: token.fontWeightStrong,
          }}
        >
          {title}
        </h4>
        {children}
      </section>
      <div className="auth-footer">{t('footer')}</div>
    </div>
  );
}
