import { and, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { sysDictData } from '../db/schema/sys-dict';

/**
 * The fields whose value is not an entry of its dictionary: `wanted` maps a field to
 * `[dictType, value]` (empty values are left out by the caller). One query for all.
 */
export async function unknownDictValues(
  db: Queryable,
  wanted: Record<string, readonly [dictType: string, value: string]>,
): Promise<string[]> {
  const pairs = Object.entries(wanted);
  if (pairs.length === 0) return [];
  const types = [...new Set(pairs.map(([, [type]]) => type))];
  const values = [...new Set(pairs.map(([, [, value]]) => value))];
  const rows = await db
    .select({ type: sysDictData.dictType, value: sysDictData.dictValue })
    .from(sysDictData)
    .where(and(inArray(sysDictData.dictType, types), inArray(sysDictData.dictValue, values)));
  const known = new Set(rows.map((row) => `${row.type}\n${row.value}`));
  return pairs.filter(([, [type, value]]) => !known.has(`${type}\n${value}`)).map(([field]) => field);
}
