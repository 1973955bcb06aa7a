import { inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { houseRoom } from '../db/schema/house-room';

/** Adds `houseName` and `houseCode` to rows that carry a `roomId` (null when none or gone). */
export async function withHouseNames<Row extends { roomId: number | null }>(
  db: Queryable,
  rows: Row[],
): Promise<(Row & { houseName: string | null; houseCode: string | null })[]> {
  const ids = [...new Set(rows.map((row) => row.roomId).filter((id): id is number => id !== null))];
  const houses = ids.length
    ? await db
        .select({ id: houseRoom.id, name: houseRoom.name, code: houseRoom.houseCode })
        .from(houseRoom)
        .where(inArray(houseRoom.id, ids))
    : [];
  const byId = new Map(houses.map((house) => [house.id, house]));
  return rows.map((row) => {
    const house = row.roomId === null ? undefined : byId.get(row.roomId);
    return { ...row, houseName: house?.name ?? null, houseCode: house?.code ?? null };
  });
}
