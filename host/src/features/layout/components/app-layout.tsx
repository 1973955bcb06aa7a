import { useAppDispatch, useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { closeSidebar } from '@agency/shared/features/store/slices/app-slice';
import { ConfigProvider, Drawer, Layout } from 'antd';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { type RouteObject, useLocation } from 'react-router-dom';
import { FeedbackProvider } from '../../../components/feedback-provider';
import { useCurrentRoute } from '../../../hooks/use-app-routes';
import { selectMenuNodes } from '../../../stores/menu-slice';
import { PageRefreshContext } from '../context/page-refresh-context';
import { containsPath } from '../hooks/use-menu-navigation';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { LayoutSync } from './layout-sync';
import { Navbar } from './navbar';
import { RightPanelButton, SettingsDrawer } from './settings-drawer';
import { SidebarLogo } from './sidebar-logo';
import { SidebarMenu } from './sidebar-menu';
import { TagsView } from './tags-view';
import './layout.css';

/** Sidebar width when open (spec section 9) and when folded. */
export const SIDEBAR_WIDTH = 200;
export const SIDEBAR_COLLAPSED_WIDTH = 54;

const DARK_SIDEBAR = '#304156';
const DARK_SUBMENU = '#1f2d3d';

/**
 * The layout shell: sidebar (a drawer on mobile), navbar, tags view, the pages
 * (`routes`, the current one and those kept alive), and the settings drawer.
 * `children` are what the app adds inside the layout's feedback context (the
 * module update notice: app/layout-root.tsx), so the layout imports no other feature.
 */
export default function AppLayout({ routes, children }: { routes: RouteObject[]; children?: ReactNode }) {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  // Each setting by itself: the page title, in the same slice, changes with every page.
  const topNavSetting = useAppSelector((state) => state.settings.topNav);
  const sideTheme = useAppSelector((state) => state.settings.sideTheme);
  const sidebarLogo = useAppSelector((state) => state.settings.sidebarLogo);
  const fixedHeader = useAppSelector((state) => state.settings.fixedHeader);
  const tagsView = useAppSelector((state) => state.settings.tagsView);
  const sidebar = useAppSelector((state) => state.app.sidebar);
  const mobile = useAppSelector((state) => state.app.device === 'mobile');
  const menu = useAppSelector(selectMenuNodes);
  const route = useCurrentRoute();
  // Times each tab was refreshed ("refresh" in the tab menu): a new count remounts its page.
  const [refreshes, setRefreshes] = useState<Readonly<Record<string, number>>>({});
  const refresh = useCallback(
    (path: string = pathname) => setRefreshes((counts) => ({ ...counts, [path]: (counts[path] ?? 0) + 1 })),
    [pathname],
  );

  const activePath = route?.activeMenu ?? pathname;
  const activeTop = useMemo(() => menu.find((node) => containsPath(node, activePath)), [menu, activePath]);
  const topNav = topNavSetting && !mobile;
  const sideMenu = topNav ? (activeTop?.children ?? []) : menu;
  const showSidebar = !topNav || sideMenu.length > 0;
  const dark = sideTheme === 'theme-dark';
  const collapsed = !sidebar.opened && !mobile;

  const sidebarContent = (
    <ConfigProvider
      theme={{
        components: {
          Menu: {
            darkItemBg: DARK_SIDEBAR,
            darkSubMenuItemBg: DARK_SUBMENU,
            darkPopupBg: DARK_SIDEBAR,
            itemHeight: 50,
            collapsedWidth: SIDEBAR_COLLAPSED_WIDTH,
          },
        },
      }}
    >
      {sidebarLogo && <SidebarLogo collapsed={collapsed} dark={dark} />}
      <SidebarMenu menu={sideMenu} activePath={activePath} collapsed={collapsed} dark={dark} />
    </ConfigProvider>
  );

  return (
    <FeedbackProvider>
      <LayoutSync refreshCount={refreshes[pathname] ?? 0} />
      {children}
      <PageRefreshContext.Provider value={refresh}>
        <Layout
          className={`app-wrapper ${sideTheme}${mobile ? ' mobile' : ''}`}
          style={{ minHeight: '100vh' }}
        >
          {showSidebar &&
            (mobile ? (
              <Drawer
                placement="left"
                open={sidebar.opened}
                onClose={() => dispatch(closeSidebar({ withoutAnimation: false }))}
                size={SIDEBAR_WIDTH}
                closable={false}
                styles={{ body: { padding: 0, background: dark ? DARK_SIDEBAR : '#fff' } }}
                data-testid="sidebar-drawer"
              >
                {sidebarContent}
              </Drawer>
            ) : (
              <Layout.Sider
                width={SIDEBAR_WIDTH}
                collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
                collapsed={collapsed}
                trigger={null}
                theme={dark ? 'dark' : 'light'}
                className="sidebar-container"
                style={{ background: dark ? DARK_SIDEBAR : '#fff' }}
                data-testid="sidebar"
              >
                {sidebarContent}
              </Layout.Sider>
            ))}
          <Layout className="main-container">
            <header className={`app-header${fixedHeader ? ' fixed-header' : ''}`}>
              <Navbar menu={menu} activeTopKey={activeTop?.key} hideToggle={!showSidebar} />
              {tagsView && <TagsView />}
            </header>
            <Layout.Content className="app-main">
              <KeepAliveOutlet routes={routes} refreshes={refreshes} />
            </Layout.Content>
          </Layout>
          <SettingsDrawer />
          <RightPanelButton />
        </Layout>
      </PageRefreshContext.Provider>
    </FeedbackProvider>
  );
}
