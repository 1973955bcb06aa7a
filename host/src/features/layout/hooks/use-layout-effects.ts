import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { useAppDispatch, useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { closeSidebar, setDevice } from '@agency/shared/features/store/slices/app-slice';
import { setTitle } from '@agency/shared/features/store/slices/settings-slice';
import {
  addCachedView,
  addView,
  updateVisitedView,
} from '@agency/shared/features/store/slices/tags-view-slice';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAppRoutes, useCurrentRoute } from '../../../hooks/use-app-routes';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { selectMenuLanguage } from '../../../stores/menu-slice';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { matchAppRoute } from '../../../utils/menu-routes';
import { loadMenus } from '../../../utils/session-actions';
import { DASHBOARD_PATH, LAYOUT_STATIC_ROUTES } from '../../../utils/static-routes';

/** Below this width the layout is the mobile one (spec section 9). */
export const MOBILE_WIDTH = 992;

/** Mobile below 992 px: the sidebar becomes a drawer, closed at first and after each navigation. */
export function useDeviceWatch(): void {
  const dispatch = useAppDispatch();
  const device = useAppSelector((state) => state.app.device);
  const opened = useAppSelector((state) => state.app.sidebar.opened);
  const { pathname } = useLocation();

  useEffect(() => {
    const apply = () => {
      const mobile = window.innerWidth < MOBILE_WIDTH;
      dispatch(setDevice(mobile ? 'mobile' : 'desktop'));
      if (mobile) dispatch(closeSidebar({ withoutAnimation: true }));
    };
    apply();
    let previous = window.innerWidth < MOBILE_WIDTH;
    const onResize = () => {
      const mobile = window.innerWidth < MOBILE_WIDTH;
      if (mobile !== previous) {
        previous = mobile;
        apply();
      }
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [dispatch]);
  useEffect(() => {
    if (device === 'mobile' && opened) dispatch(closeSidebar({ withoutAnimation: false }));
  }, [pathname]);
}

/** Adds the current page to the tabs (the dashboard is pinned) and keeps tab titles in the current language. */
export function useTagsSync(): void {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const route = useCurrentRoute();
  const routes = useAppRoutes();
  const visited = useAppSelector((state) => state.tagsView.visitedViews);

  useEffect(() => {
    const dashboard = LAYOUT_STATIC_ROUTES.find((item) => item.path === DASHBOARD_PATH);
    if (dashboard) {
      dispatch(
        addView({
          path: dashboard.path,
          fullPath: dashboard.path,
          title: dashboard.title,
          affix: true,
          name: 'Index',
        }),
      );
    }
  }, [dispatch]);

  useEffect(() => {
    if (!route) return;
    const query = Object.fromEntries(new URLSearchParams(location.search));
    dispatch(
      addView({
        path: location.pathname,
        fullPath: `${location.pathname}${location.search}`,
        title: route.title,
        ...(route.name ? { name: route.name } : {}),
        ...(route.affix ? { affix: true } : {}),
        ...(route.noCache ? { noCache: true } : {}),
        ...(route.link ? { link: route.link } : {}),
        ...(Object.keys(query).length ? { query } : {}),
      }),
    );
    dispatch(
      updateVisitedView({ path: location.pathname, fullPath: `${location.pathname}${location.search}` }),
    );
  }, [dispatch, location.pathname, location.search, route]);

  // Server titles change with the language: follow them in the tabs.
  useEffect(() => {
    for (const view of visited) {
      const match = matchAppRoute(view.path, routes);
      if (match && match.route.title !== view.title) {
        dispatch(updateVisitedView({ path: view.path, title: match.route.title }));
      }
    }
  }, [dispatch, routes, visited]);
}

/**
 * "Refresh" drops the page from `cachedViews` and remounts it (`refreshCount`, the
 * current page's count of refreshes, grows): the fresh page is kept alive again,
 * unless its menu says noCache.
 */
export function useRecacheAfterRefresh(refreshCount: number): void {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const route = useCurrentRoute();

  useEffect(() => {
    if (refreshCount === 0 || !route?.name || route.noCache) return;
    dispatch(addCachedView({ path: pathname, name: route.name, title: route.title }));
  }, [dispatch, pathname, refreshCount, route]);
}

/** The document title: `page - product` with the dynamic title setting, else the product name. */
export function useDocumentTitle(): void {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout' });
  const dispatch = useAppDispatch();
  const route = useCurrentRoute();
  const routeTitle = useRouteTitle();
  const dynamicTitle = useAppSelector((state) => state.settings.dynamicTitle);
  const pageTitle = route ? routeTitle(route.title) : '';

  useEffect(() => {
    dispatch(setTitle(pageTitle));
    document.title = dynamicTitle && pageTitle ? `${pageTitle} - ${t('appName')}` : t('appName');
  }, [dispatch, dynamicTitle, pageTitle, t]);
}

/** When the language changes, the menus are fetched again with the new `Accept-Language`. */
export function useMenuLanguageSync(): void {
  const { t } = useTranslation(HOST_NAMESPACE);
  const dispatch = useAppDispatch();
  const language = useAppSelector((state) => state.app.language);
  const menuLanguage = useAppSelector(selectMenuLanguage);
  const infoLoaded = useAppSelector((state) => state.session.infoLoaded);
  const pending = useRef<string | null>(null);

  useEffect(() => {
    if (!infoLoaded || !menuLanguage || menuLanguage === language || pending.current === language) return;
    pending.current = language;
    loadMenus(dispatch, language)
      .catch(() => getNotifier().error(t('router.menusFailed')))
      .finally(() => {
        pending.current = null;
      });
  }, [dispatch, infoLoaded, language, menuLanguage, t]);
}
