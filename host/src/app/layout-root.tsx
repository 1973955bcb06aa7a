import type { RouteObject } from 'react-router-dom';
import { ModuleUpdateNotice } from '../features/federation/components/module-update-notice';
import AppLayout from '../features/layout/components/app-layout';
import { PageLoadingContext } from '../features/layout/context/page-loading-context';
import { registerLayoutLocales } from './locales/register-layout-locales';
import { REMOTE_PAGE_LOADING } from './remote-page-loading';

// This chunk (the layout and the remote page loader) brings the texts of the screens after the login.
registerLayoutLocales();

/**
 * The layout as the app composes it: the shell, loading the remote pages behind its menus
 * ahead of a click, with the module update notice inside its feedback context.
 */
export default function LayoutRoot({ routes }: { routes: RouteObject[] }) {
  return (
    <PageLoadingContext.Provider value={REMOTE_PAGE_LOADING}>
      <AppLayout routes={routes}>
        <ModuleUpdateNotice />
      </AppLayout>
    </PageLoadingContext.Provider>
  );
}
