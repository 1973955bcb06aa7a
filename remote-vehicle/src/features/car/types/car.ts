import type { Narrowed, WireBody, WireData, WireQuery, WireRow } from '@agency/shared/api/wire';

/** A vehicle; enumerated fields hold the dictionary values of `CAR_DICTS`. */
export type Car = WireRow<'/system/car/list', 'get'>;

type WireCarDetail = WireData<'/system/car/{id}', 'get'>;

type LeaseQuery = WireQuery<'/system/carLease/list', 'get'>;
export type LeaseType = NonNullable<LeaseQuery['type']>;

/** One row of a vehicle's status history (`action`: add, edit, lease, endLease, leaseExpired, sold). */
export type CarStatusChange = NonNullable<WireCarDetail['history']>[number];

/** A lease of a vehicle (`/system/carLease`); the wire says `string` for its type and status. */
export type CarLease = Narrowed<
  WireRow<'/system/carLease/list', 'get'>,
  { type: LeaseType; status: NonNullable<LeaseQuery['status']> }
>;

/** A vehicle with its status history and leases (`GET /system/car/{id}`). */
export type CarDetail = Omit<WireCarDetail, 'leases'> & { leases?: CarLease[] };

/** The fields the add/edit form sends (`id` only when editing). */
export type CarInput = WireBody<'/system/car', 'post'> & { id?: number };
