import type { PageRegistry } from '@agency/shared/features/federation/types/page-registry';

const pages: PageRegistry = {
  'house/village/index': () => import('./features/village/pages/village-list-page'),
};

export default pages;
