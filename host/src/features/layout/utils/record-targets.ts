import type { AppRoute } from '../../../types/app-route';
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
 * The address that shows a found record, or null when the user has no page for it
 * (then the box leaves the record out). Contracts open their own detail page.
 */
export function recordPath(
  kind: RecordKind,
  record: FoundRecord,
  found: Pick<FoundRecords, 'customerScreen'>,
  routes: readonly AppRoute[],
): string | null {
  if (kind === 'contracts') return `/contracts/${record.id}`;
  const list =
    kind === 'customers'
      ? found.customerScreen === 'vehicle'
        ? LISTS.vehicleCustomers
        : LISTS.houseCustomers
      : LISTS[kind];
  const route = routes.find((candidate) => candidate.component === list.component);
  if (!route || !record.key) return null;
  return `${route.path}?${new URLSearchParams({ [list.filter]: record.key })}`;
}
