import { App, Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { fetchModuleRegistry } from '../api/module-registry-api';
import type { RemoteModule } from '../types/remote-module';
import { remoteRegistry } from '../utils/remote-registry-instance';

/** How often the shell asks whether an admin switched a module (and when the tab comes back). */
export const MODULE_CHECK_MS = 5 * 60_000;

/** The modules whose active version differs from the one this page loaded. */
export function changedModules(
  loaded: readonly RemoteModule[],
  current: readonly RemoteModule[],
): RemoteModule[] {
  return current.filter((module) => {
    const before = loaded.find((item) => item.name === module.name);
    return before !== undefined && before.version !== module.version;
  });
}

/**
 * Tells a signed-in user, quietly, when an admin has switched or rolled back a module
 * since the page loaded: a corner notice with a reload button, once per new version.
 * Nothing reloads by itself, so no work is lost.
 */
export function useModuleUpdates(): void {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'federation' });
  const { notification } = App.useApp();
  const announced = useRef(new Set<string>());

  useEffect(() => {
    let stopped = false;
    const check = async () => {
      const loaded = remoteRegistry.getModules();
      if (loaded.length === 0) return;
      let current: RemoteModule[];
      try {
        current = await fetchModuleRegistry();
      } catch {
        return; // the next check tries again; pages show their own errors
      }
      if (stopped) return;
      for (const module of changedModules(loaded, current)) {
        const key = `${module.name}@${module.version}`;
        if (announced.current.has(key)) continue;
        announced.current.add(key);
        const name = t(`moduleNames.${module.name}`, { defaultValue: module.name });
        notification.info({
          key,
          title: t('updateTitle', { name }),
          description: t('updateText', { name, version: module.version }),
          duration: 0,
          placement: 'bottomRight',
          actions: (
            <Button type="primary" size="small" onClick={() => window.location.reload()}>
              {t('updateReload')}
            </Button>
          ),
        });
      }
    };
    const timer = window.setInterval(() => void check(), MODULE_CHECK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [notification, t]);
}
