import type { Narrowed, WireBody, WireQuery, WireRow } from '@agency/shared/api/wire';

/** A vehicle; enumerated fields hold the dictionary values of `CAR_DICTS`. */
export type Car = WireRow<'/system/car/list', 'get'>;

type LeaseQuery = WireQuery<'/system/carLease/list', 'get'>;
export type LeaseType = NonNullable<LeaseQuery['type']>;

/** A lease of a vehicle (`/system/carLease`); the wire says `string` for its type and status. */
export type CarLease = Narrowed<
  WireRow<'/system/carLease/list', 'get'>,
  { type: LeaseType; status: NonNullable<LeaseQuery['status']> }
>;

/** The fields the add/edit form sends (`id` only when editing). */
export type CarInput = WireBody<'/system/car', 'post'> & { id?: number };
