import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { houseRoom } from '../db/schema/house-room';
import { houseRoomStatusLog } from '../db/schema/house-room-status-log';
import type { Translate } from '../locales/language';
import { ApiError } from '../plugins/api-error';
import { type HouseAction, type HouseStatus, nextStatus } from '../routes/house/house-room-states';
import { idsOrThrow } from './crud-queries';

type RoomRow = typeof houseRoom.$inferSelect;

/** Writes one row of a house's status history. */
export async function recordStatus(
  db: Queryable,
  entry: { roomId: number; from: string | null; to: string; action: string; operator: string },
): Promise<void> {
  await db.insert(houseRoomStatusLog).values({
    roomId: entry.roomId,
    fromStatus: entry.from,
    toStatus: entry.to,
    action: entry.action,
    operator: entry.operator,
  });
}

/** The status a house had when it was last taken off (for `open`). */
async function statusBeforeClose(db: Queryable, roomId: number): Promise<HouseStatus | null> {
  const [row] = await db
    .select({ fromStatus: houseRoomStatusLog.fromStatus })
    .from(houseRoomStatusLog)
    .where(and(eq(houseRoomStatusLog.roomId, roomId), eq(houseRoomStatusLog.toStatus, 'offShelf')))
    .orderBy(desc(houseRoomStatusLog.operTime), desc(houseRoomStatusLog.id))
    .limit(1);
  return (row?.fromStatus as HouseStatus | undefined) ?? null;
}

/** The translated refusal of `action` for a house in `from`. */
export function refusal(t: Translate, messageKey: string, action: string, from: string): ApiError {
  return new ApiError(messageKey, {
    action: t(`house.room.action.${action}`),
    status: t(`house.room.status.${from}`),
  });
}

/**
 * Applies `action` to the houses `idsText` names ("1,2,3"), all or none: any house
 * missing or in a status the transition table does not allow refuses the whole call.
 * Records each change and answers the changed rows (as they were before).
 * Call it inside a transaction.
 */
export async function changeStatus(
  db: Queryable,
  idsText: string,
  action: HouseAction,
  context: { t: Translate; operator: string },
): Promise<{ row: RoomRow; to: HouseStatus }[]> {
  const ids = idsOrThrow(idsText, 'house.room.notFound');
  const rows = await db.select().from(houseRoom).where(inArray(houseRoom.id, ids)).for('update');
  if (rows.length !== new Set(ids).size) throw new ApiError('house.room.notFound');
  const changes: { row: RoomRow; to: HouseStatus }[] = [];
  for (const row of rows) {
    const before = action === 'open' ? await statusBeforeClose(db, row.id) : null;
    const result = nextStatus(action, row.status, { rent: row.rent, statusBeforeClose: before });
    if (!result.ok) throw refusal(context.t, result.messageKey, action, row.status);
    changes.push({ row, to: result.to });
  }
  for (const { row, to } of changes) {
    await db
      .update(houseRoom)
      .set({ status: to, updateBy: context.operator, updateTime: new Date() })
      .where(eq(houseRoom.id, row.id));
    await recordStatus(db, { roomId: row.id, from: row.status, to, action, operator: context.operator });
  }
  return changes;
}
