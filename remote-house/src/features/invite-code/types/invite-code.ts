import type { WireBody, WireRow } from '@agency/shared/api/wire';

/** An invitation code as `GET /system/inviteCode/list` sends it (`status` computed from the expiry). */
export type InviteCode = WireRow<'/system/inviteCode/list', 'get'>;

/** The body of `POST /system/inviteCode/generate`. */
export type GenerateInviteCodes = WireBody<'/system/inviteCode/generate', 'post'>;
