import type { ComponentType } from 'react';
import { lazyPage } from './lazy-page';

/**
 * A lazily loaded page inside `ThemedApp`: the page's chunk and antd's theme
 * are fetched together (not one after the other), and neither is on the login page.
 */
export function themedLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  return lazyPage(async () => {
    const [{ default: ThemedApp }, { default: Page }] = await Promise.all([
      import(/* webpackChunkName: "theme" */ '../components/themed-app'),
      load(),
    ]);
    return {
      default: (props: Props) => (
        <ThemedApp>
          <Page {...props} />
        </ThemedApp>
      ),
    };
  });
}
