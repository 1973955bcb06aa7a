import { useAppDispatch, useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { toggleSidebar } from '@agency/shared/features/store/slices/app-slice';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';
import type { MenuNode } from '../../../types/app-route';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { AppBreadcrumb } from './app-breadcrumb';
import { AvatarMenu } from './avatar-menu';
import { FeedbackBadge } from './feedback-badge';
import { FullscreenButton } from './fullscreen-button';
import { HeaderSearch } from './header-search';
import { LeaseReminderBadge } from './lease-reminder-badge';
import { MessageInbox } from './message-inbox';
import { NoticeBell } from './notice-bell';
import { QuickLinksMenu } from './quick-links-menu';
import { SizeSelect } from './size-select';
import { TopMenu } from './top-menu';

interface NavbarProps {
  menu: readonly MenuNode[];
  activeTopKey: string | undefined;
  /** Hide the sidebar toggle (top nav with a page that has no sidebar). */
  hideToggle: boolean;
}

/** Sidebar toggle, breadcrumb or top menu, and the tools on the right. */
export function Navbar({ menu, activeTopKey, hideToggle }: NavbarProps) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout' });
  const dispatch = useAppDispatch();
  const opened = useAppSelector((state) => state.app.sidebar.opened);
  const topNav = useAppSelector((state) => state.settings.topNav);
  const mobile = useAppSelector((state) => state.app.device === 'mobile');

  return (
    <Flex className="navbar" align="center" gap={4} data-testid="navbar">
      {!hideToggle && (
        <Button
          type="text"
          icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={() => dispatch(toggleSidebar())}
          aria-label={t('toggleSidebar')}
          data-testid="sidebar-toggle"
        />
      )}
      <div style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
        {topNav && !mobile ? <TopMenu menu={menu} activeKey={activeTopKey} /> : <AppBreadcrumb />}
      </div>
      <Flex align="center" gap={2} className="navbar-tools">
        {!mobile && <HeaderSearch />}
        {!mobile && <FullscreenButton />}
        {!mobile && <SizeSelect />}
        <QuickLinksMenu />
        <NoticeBell />
        <MessageInbox />
        <LeaseReminderBadge />
        <FeedbackBadge />
        <LanguageSwitch />
        <AvatarMenu />
      </Flex>
    </Flex>
  );
}
