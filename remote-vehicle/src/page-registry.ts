import { pagesWithTexts } from '@agency/shared/features/federation/utils/pages-with-texts';
import { VEHICLE_NAMESPACE, VEHICLE_TEXTS } from './i18n/vehicle-texts';
import { PLAIN_PUBLIC_PAGES } from './plain-public-pages';

/** Menu component strings (`sys_menu.component`) to this remote's pages. */
const pages = pagesWithTexts(VEHICLE_NAMESPACE, VEHICLE_TEXTS, {
  'vehicle/car/index': () => import('./features/car/pages/car-list-page'),
  'vehicle/carLease/index': () => import('./features/car-lease/pages/car-lease-list-page'),
  'vehicle/carContract/index': () => import('./features/car-contract/pages/car-contract-list-page'),
  'vehicle/carCustomer/index': () => import('./features/car-customer/pages/car-customer-list-page'),
  ...PLAIN_PUBLIC_PAGES,
  // Public (no login): `/carContracts/:id`, a vehicle contract through its share link.
  'vehicle/public/car-contract-detail': () =>
    import('./features/car-contract-detail/pages/car-contract-detail-page'),
});

export default pages;
