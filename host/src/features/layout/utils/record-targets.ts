import type { AppRoute } from '../../../types/app-route';
import { withQuery } from '../../../utils/route-path';
import type { FoundRecord, FoundRecords } from '../api/global-search-api';

/** The modules the navbar search finds records of, in the order it shows them. */
export const RECORD_KINDS = ['houses', 'cars', 'customers', 'contracts'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** Where a record is shown: its module's list (found by the menu's component, so a renamed path still works) filtered to it. */
const LISTS = {
  houses: { component: 'house/houseRoom/index', filter: 'houseCode' },
  cars: { component: 'vehicle/car/index', filter: 'plateNumber' },
  houseCustomers: { component: 'house/customer/index', filter: 'clientName' },
  vehicleCustomers: { component: 'vehicle/carCustomer/index', filter: 'clientName' },
} as const;

/**
 * The page that shows a found record (its route path) and the address to open, or null
 * when the user has no page for it (then the box leaves the record out). Contracts open
 * their own detail page.
 */
export function recordPath(
  kind: RecordKind,
  record: FoundRecord,
  found: Pick<FoundRecords, 'customerScreen'>,
  routes: readonly AppRoute[],
): { path: string; to: string } | null {
  if (kind === 'contracts') return { path: `/contracts/${record.id}`, to: `/contracts/${record.id}` };
  const list =
    kind === 'customers'
      ? found.customerScreen === 'vehicle'
        ? LISTS.vehicleCustomers
        : LISTS.houseCustomers
      : LISTS[kind];
  const route = routes.find((candidate) => candidate.component === list.component);
  if (!route || !record.key) return null;
  return { path: route.path, to: withQuery(route.path, { [list.filter]: record.key }) };
}
