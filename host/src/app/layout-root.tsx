import type { RouteObject } from 'react-router-dom';
import { ModuleUpdateNotice } from '../features/federation/components/module-update-notice';
import AppLayout from '../features/layout/components/app-layout';
import { registerLayoutLocales } from './locales/register-layout-locales';

// This chunk (the layout and the remote page loader) brings the texts of the screens after the login.
registerLayoutLocales();

/** The layout as the app composes it: the shell, with the module update notice inside its feedback context. */
export default function LayoutRoot({ routes }: { routes: RouteObject[] }) {
  return (
    <AppLayout routes={routes}>
      <ModuleUpdateNotice />
    </AppLayout>
  );
}
