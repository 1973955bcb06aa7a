import { useEffect } from 'react';
import { whenIdle } from '../../../utils/when-idle';
import { RemotePage } from '../components/lazy-remote-page';
import { remoteRegistry } from '../utils/remote-registry-instance';

/**
 * Once the browser is idle, loads the host's remote page loader and the entries and
 * page registries of the remotes behind these component strings (the signed-in
 * user's menus): a first click on a remote's menu entry then waits only for its page
 * (docs/benchmarks.md).
 */
export function useRemotePrefetch(components: readonly string[]): void {
  const key = components.join('\n');
  useEffect(() => {
    const wanted = key.split('\n').filter(Boolean);
    if (wanted.length === 0) return;
    return whenIdle(() => {
      // The host's own remote page loader too (its error card and placeholders), through its
      // lazy wrapper, so that the first remote page renders without a placeholder first.
      void RemotePage.preload().catch(() => undefined);
      void remoteRegistry.prefetch(wanted);
    }, 3000);
  }, [key]);
}
