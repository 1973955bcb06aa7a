import type { WireRow } from '@agency/shared/api/wire';

/** An active session (`tokenId` public, never the token itself). */
export type OnlineUser = WireRow<'/monitor/online/list', 'get'>;
