import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { carInfo } from '../db/schema/car-info';
import { carLease } from '../db/schema/car-lease';
import { carStatusLog } from '../db/schema/car-status-log';
import type { Translate } from '../locales/language';
import { ApiError } from '../plugins/api-error';

/**
 * The one transition table of vehicle statuses (issue 8). Every route that changes a
 * vehicle's status asks {@link checkTransition}; a move not in this table is refused
 * with a translated message, and every change is written to car_status_log.
 *
 * | action        | from                  | to          |
 * |---------------|-----------------------|-------------|
 * | lease         | pendingRent           | rented      |
 * | endLease      | rented                | pendingRent |
 * | leaseExpired  | rented                | pendingRent |
 * | sold          | pendingRent, notSold  | sold        |
 * | edit          | pendingRent, notSold  | pendingRent, notSold (the form's status) |
 */
export const CAR_STATUSES = ['pendingRent', 'rented', 'sold', 'notSold'] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];

/** Statuses a vehicle is on offer in: shown on the public page, set by the form. */
export const ON_OFFER: readonly string[] = ['pendingRent', 'notSold'];

export type CarAction = 'lease' | 'endLease' | 'leaseExpired' | 'sold';

const TRANSITIONS: Record<CarAction, { from: readonly string[]; to: CarStatus }> = {
  lease: { from: ['pendingRent'], to: 'rented' },
  endLease: { from: ['rented'], to: 'pendingRent' },
  leaseExpired: { from: ['rented'], to: 'pendingRent' },
  sold: { from: ['pendingRent', 'notSold'], to: 'sold' },
};

type CarRow = typeof carInfo.$inferSelect;

/** The translated refusal of `action` for a vehicle in `status`. */
export function carRefusal(t: Translate, action: string, status: string): ApiError {
  return new ApiError('vehicle.car.state.refused', {
    action: t(`vehicle.car.action.${action}`),
    status: t(`vehicle.car.status.${status}`),
  });
}

/** The status `action` leads to from `row`'s status; refuses a move the table does not have. */
export function checkTransition(t: Translate, action: CarAction, row: CarRow): CarStatus {
  const transition = TRANSITIONS[action];
  if (!transition.from.includes(row.carStatus)) throw carRefusal(t, action, row.carStatus);
  return transition.to;
}

/** Writes one row of a vehicle's status history. */
export async function recordCarStatus(
  db: Queryable,
  entry: {
    carId: number;
    from: string | null;
    to: string;
    action: string;
    operator: string;
    note?: string | null;
  },
): Promise<void> {
  await db.insert(carStatusLog).values({
    carId: entry.carId,
    fromStatus: entry.from,
    toStatus: entry.to,
    action: entry.action,
    note: entry.note ?? null,
    operator: entry.operator,
  });
}

/** The vehicle `id`, locked for the rest of the transaction; refuses an unknown id. */
export async function lockCar(db: Queryable, id: number): Promise<CarRow> {
  const [row] = await db.select().from(carInfo).where(eq(carInfo.id, id)).for('update');
  if (!row) throw new ApiError('vehicle.car.notFound');
  return row;
}

/** Today as `YYYY-MM-DD` in the server's time zone (lease dates are plain dates). */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Ends every active lease whose end date has passed: the lease becomes `ended`, its
 * rented vehicle `pendingRent` again (recorded as `leaseExpired` by `system`). Safe to
 * run from several processes at once: rows are locked and re-checked.
 */
export async function endExpiredCarLeases(db: Queryable, now = new Date()): Promise<number> {
  const day = today(now);
  const [due] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(carLease)
    .where(and(eq(carLease.status, 'active'), lt(carLease.endDate, day)));
  if (!due?.n) return 0;
  let ended = 0;
  await db.transaction(async (tx) => {
    const leases = await tx
      .select()
      .from(carLease)
      .where(and(eq(carLease.status, 'active'), lt(carLease.endDate, day)))
      .for('update', { skipLocked: true });
    for (const lease of leases) {
      await tx
        .update(carLease)
        .set({ status: 'ended', updateBy: 'system', updateTime: now })
        .where(eq(carLease.id, lease.id));
      const cars = await tx
        .select()
        .from(carInfo)
        .where(and(eq(carInfo.id, lease.carId), inArray(carInfo.carStatus, ['rented'])))
        .for('update');
      for (const car of cars) {
        if (car.leaseOrderNumber !== lease.leaseOrderNumber) continue;
        await tx
          .update(carInfo)
          .set({ carStatus: 'pendingRent', leaseOrderNumber: null, updateBy: 'system', updateTime: now })
          .where(eq(carInfo.id, car.id));
        await recordCarStatus(tx, {
          carId: car.id,
          from: car.carStatus,
          to: 'pendingRent',
          action: 'leaseExpired',
          operator: 'system',
          note: lease.leaseOrderNumber,
        });
      }
      ended++;
    }
  });
  return ended;
}
