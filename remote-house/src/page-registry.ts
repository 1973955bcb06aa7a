import { pagesWithTexts } from '@agency/shared/features/federation/utils/pages-with-texts';
import { HOUSE_NAMESPACE, HOUSE_TEXTS } from './i18n/house-texts';
import { PLAIN_PUBLIC_PAGES } from './plain-public-pages';

/** Menu component strings (`sys_menu.component`) to this remote's pages. */
const pages = pagesWithTexts(HOUSE_NAMESPACE, HOUSE_TEXTS, {
  'house/village/index': () => import('./features/village/pages/village-list-page'),
  'house/houseRoom/index': () => import('./features/house-room/pages/house-room-list-page'),
  'house/inviteCode/index': () => import('./features/invite-code/pages/invite-code-list-page'),
  'house/leaseExpires/index': () => import('./features/lease-expires/pages/lease-expires-list-page'),
  'house/customer/index': () => import('./features/customer/pages/customer-list-page'),
  'house/leaseList/index': () => import('./features/lease-list/pages/lease-list-page'),
  'house/codeTable/index': () => import('./features/code-table/pages/code-table-page'),
  'house/evaluation/index': () => import('./features/evaluation/pages/evaluation-list-page'),
  ...PLAIN_PUBLIC_PAGES,
});

export default pages;
