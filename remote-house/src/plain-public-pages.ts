import type { PageRegistry } from '@agency/shared/features/federation/types/page-registry';

/**
 * The pages of this remote that visitors open without a login and that draw without
 * antd: in the page registry, and in the public pages module the host's public start
 * loads without federation (public-page-registry.ts, docs/architecture.md).
 */
export const PLAIN_PUBLIC_PAGES: PageRegistry = {
  // `/house/detail/:id` in the host's public routes.
  'house/public/house-detail': () => import('./features/house-detail/pages/house-detail-page'),
};
