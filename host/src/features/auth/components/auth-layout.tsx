import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredLanguageSwitch } from '../../../components/deferred-language-switch';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { pageTitle } from '../utils/page-title';
import './auth.css';

/**
 * The frame of the login, register and password recovery pages: plain elements
 * drawn in the look of antd's Card and level-4 Title (auth.css), so that the login
 * page downloads no antd (docs/benchmarks.md).
 */
export function AuthLayout({
  title,
  children,
  width = 400,
  style,
}: {
  title: string;
  children: ReactNode;
  width?: number;
  /** Custom properties for the page (the login page's `--auth-primary`). */
  style?: CSSProperties & Record<`--${string}`, string>;
}) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'auth' });
  const { t: tl } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout' });
  const appName = tl('appName');
  useEffect(() => {
    document.title = pageTitle(title, appName);
  }, [title, appName]);
  return (
    <div className="auth-page" style={style}>
      <div className="auth-language">
        <DeferredLanguageSwitch dark />
      </div>
      <section className="auth-card" style={{ width }}>
        <h4 className="auth-title">{title}</h4>
        {children}
      </section>
      <div className="auth-footer">{t('footer')}</div>
    </div>
  );
}
