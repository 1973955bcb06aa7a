import type { Car } from '../types/car';

/** The statuses a vehicle is on offer in (its public page shows it). */
export const ON_OFFER: readonly string[] = ['pendingRent', 'notSold'];

/** A vehicle's own state actions, the permission each needs and when it is offered. */
export type CarAction = 'lease' | 'endLease' | 'sell';

export const ACTION_PERMISSION: Record<CarAction, string> = {
  lease: 'vehicle:car:lease',
  endLease: 'vehicle:car:lease',
  sell: 'vehicle:car:edit',
};

/** The actions the server's transition table allows from the vehicle's status. */
export function actionsFor(status: Car['carStatus']): CarAction[] {
  switch (status) {
    case 'pendingRent':
      return ['lease', 'sell'];
    case 'notSold':
      return ['sell'];
    case 'rented':
      return ['endLease'];
    default:
      return [];
  }
}
