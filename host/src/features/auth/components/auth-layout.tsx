import { Card, Flex, Typography } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/types/namespace';
import { LanguageSwitch } from '../../layout/components/language-switch';
import './auth.css';

/** The frame of the login, register and password recovery pages. */
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
  const appName = tl('appName');
  useEffect(() => {
    document.title = title === appName ? appName : `${title} - ${appName}`;
  }, [title, appName]);
  return (
    <div className="auth-page">
      <Flex justify="flex-end" className="auth-language">
        <LanguageSwitch dark />
      </Flex>
      <Card className="auth-card" style={{ width, maxWidth: 'calc(100vw - 32px)' }}>
        <Typography.Title level={4} style={{ textAlign: 'center', marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
      <div className="auth-footer">{t('footer')}</div>
    </div>
  );
}
