import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sysDictData } from '../../db/schema/sys-dict';
import type { Lang } from '../../locales/language';

export interface DictionaryEntry {
  value: string;
  labels: Record<Lang, string>;
}

/** The entries of the given dictionary types, by type, in dictionary order. */
export async function loadDictionaries(
  db: Queryable,
  types: Iterable<string>,
): Promise<Map<string, DictionaryEntry[]>> {
  const wanted = [...new Set(types)];
  const byType = new Map<string, DictionaryEntry[]>(wanted.map((type) => [type, []]));
  if (wanted.length === 0) return byType;
  const rows = await db
    .select()
    .from(sysDictData)
    .where(inArray(sysDictData.dictType, wanted))
    .orderBy(sysDictData.dictSort, sysDictData.dictCode);
  for (const row of rows) {
    byType.get(row.dictType)?.push({
      value: row.dictValue,
      labels: {
        zh: row.dictLabel,
        en: row.dictLabelEn || row.dictLabel,
        lo: row.dictLabelLo || row.dictLabel,
      },
    });
  }
  return byType;
}

/** A stored value's label in `lang` (the value itself when the dictionary lacks it). */
export function labelOf(entries: DictionaryEntry[] | undefined, value: unknown, lang: Lang): unknown {
  if (value === null || value === undefined || value === '') return value;
  const entry = entries?.find((item) => item.value === String(value));
  return entry ? entry.labels[lang] : value;
}

/** Compares header and label texts: trimmed, any case, single spaces. */
export function normalizeText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The stored value for a label in any language or for the value itself; undefined if unknown. */
export function valueOfLabel(entries: DictionaryEntry[] | undefined, text: string): string | undefined {
  const wanted = normalizeText(text);
  for (const entry of entries ?? []) {
    if (normalizeText(entry.value) === wanted) return entry.value;
    if (Object.values(entry.labels).some((label) => normalizeText(label) === wanted)) return entry.value;
  }
  return undefined;
}
