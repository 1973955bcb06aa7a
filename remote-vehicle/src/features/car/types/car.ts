import type { WireBody, WireData, WireRow } from '@agency/shared/api/wire';

/**
 * A vehicle as the API sends it (`/system/car`). Enumerated fields hold dictionary values:
 * `vehicleType` car_type, `fuelType` car_fuel_type, `transmission` car_transmission,
 * `driveType` car_drive_type, `carStatus` car_status, currencies sys_currency. `videos` is
 * the server's JSON array, read only here (the add/edit body does not take it).
 */
export type Car = WireRow<'/system/car/list', 'get'>;

type WireCarDetail = WireData<'/system/car/{id}', 'get'>;

export type LeaseType = 'day' | 'month';
export type LeaseStatus = 'active' | 'ended' | 'endedEarly';

/** One row of a vehicle's status history (`action`: add, edit, lease, endLease, leaseExpired, sold). */
export type CarStatusChange = NonNullable<WireCarDetail['history']>[number];

/** A lease of a vehicle (`/system/carLease`); the wire says `string` for its type and status. */
export type CarLease = Omit<WireRow<'/system/carLease/list', 'get'>, 'type' | 'status'> & {
  type: LeaseType;
  status: LeaseStatus;
};

/** A vehicle with its status history and leases (`GET /system/car/{id}`). */
export type CarDetail = Omit<WireCarDetail, 'leases'> & { leases?: CarLease[] };

/** The body of `PUT /system/car/handleLease/{id}`. */
export type LeaseInput = WireBody<'/system/car/handleLease/{id}', 'put'>;

/** The body of `PUT /system/car/handleSold/{id}`. */
export type SaleInput = WireBody<'/system/car/handleSold/{id}', 'put'>;

/** The fields the add/edit form sends (`id` only when editing). */
export type CarInput = WireBody<'/system/car', 'post'> & { id?: number };
