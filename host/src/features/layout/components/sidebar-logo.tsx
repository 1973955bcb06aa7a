import { HomeFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';

/** Logo and product name above the sidebar menu (the name hides when collapsed). */
export function SidebarLogo({ collapsed, dark }: { collapsed: boolean; dark: boolean }) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout' });
  return (
    <Link
      to="/"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 10,
        height: 50,
        padding: '0 12px',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        color: dark ? '#fff' : '#304156',
        fontWeight: 600,
        fontSize: 15,
      }}
      data-testid="sidebar-logo"
    >
      <HomeFilled style={{ fontSize: 22, color: 'var(--ant-color-primary)' }} />
      {!collapsed && <span>{t('appName')}</span>}
    </Link>
  );
}
