import { useEffect, useState } from 'react';

/**
 * The login page comes prerendered (docs/benchmarks.md, "The prerendered login page"):
 * React then hydrates it, and the first render must give the HTML the build wrote. What
 * only the browser knows (the remembered identifier, the theme colour) and what the
 * HTML cannot do before its script runs (sending the form) wait for `useHydrated`.
 */
let hydrating = false;

/** Called before the prerender and before `hydrateRoot`: the next first render is a hydration. */
export function startHydration(): void {
  hydrating = true;
}

/**
 * False in the first render of a hydration (on the server as in the browser), true
 * from the next one; true from the start in a page React drew itself.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  // An effect, not a layout effect: its update would make React run every effect and
  // render again before the browser paints the hydrated page (docs/benchmarks.md).
  useEffect(() => {
    // Components mounted later (the login page after a logout) are not hydrated.
    hydrating = false;
    setHydrated(true);
  }, []);
  return hydrated;
}
