import { pagesWithTexts } from '@agency/shared/features/federation/utils/pages-with-texts';
import { PACT_NAMESPACE, PACT_TEXTS } from './i18n/pact-texts';

/** Menu component strings (`sys_menu.component`) of the contracts module and their pages. */
const pages = pagesWithTexts(PACT_NAMESPACE, PACT_TEXTS, {
  'pact/template/index': () => import('./features/template/pages/template-list-page'),
  'pact/contract/index': () => import('./features/contract/pages/contract-list-page'),
  'pact/public/contract-detail': () => import('./features/contract-detail/pages/contract-detail-page'),
});

export default pages;
