import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { houseRoom } from '../db/schema/house-room';
import { searchFilter } from './list-filters';

export interface HouseOption {
  id: number;
  name: string;
  houseCode: string;
}

/** Up to 20 houses for a picker: by name or house code, or the one with `id`; newest first. */
export async function searchHouseOptions(
  db: Queryable,
  query: { name?: string | undefined; id?: number | undefined },
): Promise<HouseOption[]> {
  return db
    .select({ id: houseRoom.id, name: houseRoom.name, houseCode: houseRoom.houseCode })
    .from(houseRoom)
    .where(
      and(
        eq(houseRoom.delFlag, '0'),
        query.id === undefined ? undefined : eq(houseRoom.id, query.id),
        searchFilter([houseRoom.name, houseRoom.houseCode], query.name),
      ),
    )
    .orderBy(desc(houseRoom.id))
    .limit(20);
}
