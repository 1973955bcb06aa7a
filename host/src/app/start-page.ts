import { getLanguage, loadLanguage } from '@agency/shared/features/i18n/i18n';
import { remoteRegistry } from '../features/federation/utils/remote-registry-instance';

/**
 * What both starts of the host do (bootstrap.tsx, the staff app; public-bootstrap.tsx,
 * the public house and car pages), after their first import (start-assets.ts): read the
 * module registry without holding up the first screen (a remote page waits for it, and a
 * failure shows that page's error card), and `render` into `#root` once the first
 * screen's texts are there in the current language, or anyway if they failed (keys show).
 */
export function startPage(render: (container: HTMLElement) => void): void {
  void remoteRegistry.loadModules().catch((error: unknown) => console.warn(error));
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  void loadLanguage(getLanguage())
    .catch((error: unknown) => console.error(error))
    .finally(() => render(container));
}
