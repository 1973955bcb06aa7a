import type { PageRegistry } from '@agency/shared/features/federation/types/page-registry';
import { registerNamespace } from '@agency/shared/features/i18n/i18n';
import { PACT_NAMESPACE, pactLocales } from './i18n/pact-locales';

registerNamespace(PACT_NAMESPACE, pactLocales);

/** Menu component strings (`sys_menu.component`) of the contracts module and their pages. */
const pages: PageRegistry = {
  'pact/template/index': () => import('./features/template/pages/template-list-page'),
  'pact/contract/index': () => import('./features/contract/pages/contract-list-page'),
  'pact/public/contract-detail': () => import('./features/contract-detail/pages/contract-detail-page'),
};

export default pages;
