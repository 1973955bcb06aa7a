/**
 * The one transition table of house statuses (issue 7). Every route that changes a
 * house's status asks {@link nextStatus}; a move not in this table is refused with a
 * translated message. The staff screens follow the same table.
 *
 * | action   | from                  | to                                            |
 * |----------|-----------------------|-----------------------------------------------|
 * | complete | toBeCompleted         | pendingReview (edit with every required field) |
 * | audit    | pendingReview         | pendingRent with a rent, else notSold          |
 * | close    | pendingRent, notSold  | offShelf                                       |
 * | open     | offShelf              | the listed status it had before               |
 * | rent     | pendingRent           | rented (creates the lease)                    |
 * | sold     | notSold               | sold                                          |
 * | endLease | rented                | pendingRent (the lease ends)                  |
 */

export const HOUSE_STATUSES = [
  'pendingReview',
  'pendingRent',
  'rented',
  'notSold',
  'sold',
  'offShelf',
  'toBeCompleted',
] as const;
export type HouseStatus = (typeof HOUSE_STATUSES)[number];

/** Statuses in which a house is shown to the public. */
export const LISTED_STATUSES: readonly HouseStatus[] = ['pendingRent', 'notSold', 'rented'];

export type HouseAction = 'complete' | 'audit' | 'close' | 'open' | 'rent' | 'sold' | 'endLease';

/** What a target may depend on: the house's rent and the listed status it had before `close`. */
export interface TransitionFacts {
  rent: number | null;
  /** For `open`: the status recorded when the house was taken off. */
  statusBeforeClose?: HouseStatus | null;
}

interface Transition {
  from: readonly HouseStatus[];
  to: (facts: TransitionFacts) => HouseStatus;
  /** Message key for a refusal from these statuses (default `house.room.state.refused`). */
  refusals?: Partial<Record<HouseStatus, string>>;
}

const forRentOrSale = (facts: TransitionFacts): HouseStatus =>
  facts.rent != null ? 'pendingRent' : 'notSold';

export const TRANSITIONS: Record<HouseAction, Transition> = {
  complete: { from: ['toBeCompleted'], to: () => 'pendingReview' },
  audit: { from: ['pendingReview'], to: forRentOrSale },
  close: { from: ['pendingRent', 'notSold'], to: () => 'offShelf' },
  open: {
    from: ['offShelf'],
    to: (facts) =>
      facts.statusBeforeClose === 'pendingRent' || facts.statusBeforeClose === 'notSold'
        ? facts.statusBeforeClose
        : forRentOrSale(facts),
    refusals: { pendingReview: 'house.room.state.auditFirst', toBeCompleted: 'house.room.state.auditFirst' },
  },
  rent: { from: ['pendingRent'], to: () => 'rented' },
  sold: { from: ['notSold'], to: () => 'sold' },
  endLease: { from: ['rented'], to: () => 'pendingRent' },
};

export type TransitionResult =
  | { ok: true; to: HouseStatus }
  | { ok: false; messageKey: string; params: Record<string, string> };

/** The status `action` moves a house in `from` to, or why it may not. */
export function nextStatus(action: HouseAction, from: string, facts: TransitionFacts): TransitionResult {
  const transition = TRANSITIONS[action];
  if ((transition.from as readonly string[]).includes(from)) return { ok: true, to: transition.to(facts) };
  const messageKey = transition.refusals?.[from as HouseStatus] ?? 'house.room.state.refused';
  return { ok: false, messageKey, params: { action, status: from } };
}
