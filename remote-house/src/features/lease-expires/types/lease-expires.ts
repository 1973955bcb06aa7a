import type { WireBody, WireData, WireRow } from '@agency/shared/api/wire';

/** A lease reminder (`reminderStatus` computed by the server). */
export type LeaseExpires = WireRow<'/houseLeaseExpires/list', 'get'>;

/** What the add and edit dialogs send; `id` only when editing. */
export type LeaseExpiresInput = WireBody<'/houseLeaseExpires/add', 'post'> & { id?: number };

/** A house of the reminder's house picker. */
export type LeaseHouseOption = WireData<'/houseLeaseExpires/houseOptions', 'get'>[number];
