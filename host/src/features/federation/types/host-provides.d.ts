/**
 * What the host hands the remotes, made by the build (shared/build/host-provides-plugin.ts)
 * for the federation runtime's `shared` option.
 */
declare module 'virtual:host-provides' {
  import type { createInstance } from '@module-federation/enhanced/runtime';

  export const HOST_PROVIDES: NonNullable<Parameters<typeof createInstance>[0]['shared']>;
  /**
   * Those loaded once the browser is idle after the login: the libraries and the staff
   * lists' modules of `@agency/shared` (the build's kit rules, without the editor).
   */
  export const HOST_IDLE_LOADS: string[];
}

/** The runtime plugin that hands the host's federation runtime to the remotes (an alias in the build). */
declare module '@module-federation/inject-external-runtime-core-plugin' {
  import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

  export default function injectExternalRuntimeCorePlugin(): ModuleFederationRuntimePlugin;
}

/**
 * What the public start hands a remote's plain public pages, made by the build
 * (shared/build/host-provides-plugin.ts, public-pages-entry.ts).
 */
declare module 'virtual:public-page-provides' {
  /** The public pages module's path from a remote's version folder. */
  export const PUBLIC_PAGES_FILE: string;
  /** The global through which the module asks for what it takes from the host. */
  export const PUBLIC_PAGES_HOST: string;
  /** Each module the host provides to public pages, by its key. */
  export const PUBLIC_PAGE_PROVIDES: Record<string, () => Promise<unknown>>;
}
