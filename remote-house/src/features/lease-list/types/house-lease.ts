import type { WireRow } from '@agency/shared/api/wire';

/** A house lease as `GET /system/houseLease/list` sends it (`status`: `house_lease_status`). */
export type HouseLease = WireRow<'/system/houseLease/list', 'get'>;
