/**
 * The host's modules of `@agency/shared`, made by the build
 * (shared/build/shared-package-provides-plugin.ts) for the federation runtime.
 */
declare module 'virtual:shared-package-provides' {
  import type { registerShared } from '@module-federation/enhanced/runtime';

  export const SHARED_PACKAGE_PROVIDES: Parameters<typeof registerShared>[0];
}
