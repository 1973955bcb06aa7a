import type { WireBody, WireData, WireRow } from '@agency/shared/api/wire';

/**
 * A lease reminder as `GET /houseLeaseExpires/list` sends it: `reminderUnit` of
 * `lease_reminder_unit`, `reminderStatus` computed by the server (`lease_reminder_status`).
 */
export type LeaseExpires = WireRow<'/houseLeaseExpires/list', 'get'>;

/** What the add and edit dialogs send; `id` only when editing. */
export type LeaseExpiresInput = WireBody<'/houseLeaseExpires/add', 'post'> & { id?: number };

/** A house of the reminder's house picker. */
export type LeaseHouseOption = WireData<'/houseLeaseExpires/houseOptions', 'get'>[number];
