import type { WireRow } from '@agency/shared/api/wire';

/** An invitation code as `GET /system/inviteCode/list` sends it (`status` computed from the expiry). */
export type InviteCode = WireRow<'/system/inviteCode/list', 'get'>;
