import { removeToken, setToken } from '../../request/utils/auth-token';
import type { RootState } from '../root-reducer';
import { storedSettingsOf } from '../slices/settings-slice';
import { writeJson, writeStorage } from './storage';
import { STORAGE_KEYS } from './storage-keys';

type PersistedState = Pick<RootState, 'session' | 'app' | 'settings'>;

/**
 * Writes what changed between two states to the client-stored keys of spec
 * section 3: token to the `Admin-Token` cookie; name, avatar, roles,
 * permissions, sidebarStatus, size and language to localStorage; the layout
 * settings as JSON under `layout-setting`.
 */
export function persistChanges(previous: PersistedState | undefined, next: PersistedState): void {
  const prevSession = previous?.session;
  const session = next.session;
  if (prevSession !== session) {
    if (prevSession?.token !== session.token) {
      if (session.token) setToken(session.token);
      else removeToken();
    }
    if (prevSession?.name !== session.name) writeStorage(STORAGE_KEYS.name, session.name || null);
    if (prevSession?.avatar !== session.avatar) writeStorage(STORAGE_KEYS.avatar, session.avatar || null);
    if (prevSession?.roles !== session.roles) {
      writeJson(STORAGE_KEYS.roles, session.roles.length ? session.roles : null);
    }
    if (prevSession?.permissions !== session.permissions) {
      writeJson(STORAGE_KEYS.permissions, session.permissions.length ? session.permissions : null);
    }
  }

  const prevApp = previous?.app;
  const app = next.app;
  if (prevApp !== app) {
    if (prevApp?.sidebar.opened !== app.sidebar.opened) {
      writeStorage(STORAGE_KEYS.sidebarStatus, app.sidebar.opened ? '1' : '0');
    }
    if (prevApp?.size !== app.size) writeStorage(STORAGE_KEYS.size, app.size);
    if (prevApp?.language !== app.language) writeStorage(STORAGE_KEYS.language, app.language);
  }

  if (previous?.settings !== next.settings) {
    const stored = storedSettingsOf(next.settings);
    const before = previous ? storedSettingsOf(previous.settings) : null;
    if (!before || JSON.stringify(before) !== JSON.stringify(stored))
      writeJson(STORAGE_KEYS.layoutSetting, stored);
  }
}
