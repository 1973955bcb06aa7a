import { type ComponentType, useEffect, useState } from 'react';
import { FullPageLoading } from '../components/full-page-loading';

/**
 * React.lazy without Suspense: the full-page spinner until the module is there, then the
 * page. React holds a Suspense boundary's content back until 300 ms after its fallback
 * first showed (its FALLBACK_THROTTLE_MS), which kept a public page blank for a quarter of
 * a second after everything had arrived (docs/benchmarks.md). As with React.lazy, a failed
 * load throws to the nearest error boundary; the next mount tries again.
 *
 * `preload` loads the module ahead of the first mount, which then renders the page at once
 * (an import of the same chunk elsewhere does not tell this wrapper it is there).
 */
export function lazyPage<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyPageComponent<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const start = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module.default;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  function LazyPage(props: Props) {
    const [Page, setPage] = useState<ComponentType<Props> | null>(() => loaded);
    const [error, setError] = useState<unknown>(null);
    useEffect(() => {
      if (Page) return;
      let active = true;
      start().then(
        (component) => active && setPage(() => component),
        (failure: unknown) => active && setError(failure),
      );
      return () => {
        active = false;
      };
    }, [Page]);
    if (error) throw error;
    return Page ? <Page {...props} /> : <FullPageLoading />;
  }
  return Object.assign(LazyPage, { preload: start });
}

export type LazyPageComponent<Props extends object> = ComponentType<Props> & {
  /** Loads the page's module; rejects when it fails (the next call tries again). */
  preload: () => Promise<ComponentType<Props>>;
};
