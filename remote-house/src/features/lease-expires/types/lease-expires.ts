import type { WireBody, WireRow } from '@agency/shared/api/wire';

/** A lease reminder (`reminderStatus` computed by the server). */
export type LeaseExpires = WireRow<'/houseLeaseExpires/list', 'get'>;

/** What the add and edit dialogs send; `id` only when editing. */
export type LeaseExpiresInput = WireBody<'/houseLeaseExpires/add', 'post'> & { id?: number };
