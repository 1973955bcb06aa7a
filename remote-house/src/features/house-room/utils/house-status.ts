import type { HouseStatus } from '../types/house-room';

/** A state change a staff button asks for. */
export type HouseAction = 'audit' | 'close' | 'open' | 'rent' | 'sold' | 'endLease';

/** The permission each action needs (`house:room:*`). */
export const ACTION_PERMISSION: Record<HouseAction, string> = {
  audit: 'house:room:audit',
  close: 'house:room:close',
  open: 'house:room:open',
  rent: 'house:room:rent',
  sold: 'house:room:edit',
  endLease: 'house:room:rent',
};

/**
 * The buttons a house in each state shows, the same table the server enforces
 * (issue 7). Put on also shows on a house never reviewed, where it answers
 * "Please audit first" (spec section 4) instead of calling the server.
 */
const ACTIONS_BY_STATUS: Record<HouseStatus, readonly HouseAction[]> = {
  toBeCompleted: ['open'],
  pendingReview: ['audit', 'open'],
  pendingRent: ['rent', 'close'],
  notSold: ['sold', 'close'],
  rented: ['endLease'],
  offShelf: ['open'],
  sold: [],
};

/** The statuses that must be reviewed before a house can be put on. */
export const NOT_REVIEWED: readonly HouseStatus[] = ['pendingReview', 'toBeCompleted'];

/** The statuses the public page shows. */
export const LISTED: readonly HouseStatus[] = ['pendingRent', 'notSold', 'rented'];

/** The actions offered for a house in `status` (unknown states: none). */
export function actionsFor(status: string | null | undefined): readonly HouseAction[] {
  return (status && ACTIONS_BY_STATUS[status as HouseStatus]) || [];
}
