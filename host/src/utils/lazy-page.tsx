import { type ComponentType, useEffect, useState } from 'react';
import { FullPageLoading } from '../components/full-page-loading';

/**
 * React.lazy without Suspense: the full-page spinner until the module is there, then the
 * page. React holds a Suspense boundary's content back until 300 ms after its fallback
 * first showed (its FALLBACK_THROTTLE_MS), which kept a public page blank for a quarter of
 * a second after everything had arrived (docs/benchmarks.md). As with React.lazy, a failed
 * load throws to the nearest error boundary; the next mount tries again.
 */
export function lazyPage<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
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
  return function LazyPage(props: Props) {
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
  };
}
