import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { houseRoom } from '../db/schema/house-room';
import { likePattern } from './paging';

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
  const text = query.name?.trim();
  return db
    .select({ id: houseRoom.id, name: houseRoom.name, houseCode: houseRoom.houseCode })
    .from(houseRoom)
    .where(
      and(
        eq(houseRoom.delFlag, '0'),
        query.id === undefined ? undefined : eq(houseRoom.id, query.id),
        text
          ? or(ilike(houseRoom.name, likePattern(text)), ilike(houseRoom.houseCode, likePattern(text)))
          : undefined,
      ),
    )
    .orderBy(desc(houseRoom.id))
    .limit(20);
}
