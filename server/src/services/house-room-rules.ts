import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { houseRoom } from '../db/schema/house-room';
import { houseVillage } from '../db/schema/house-village';
import { sysDictData } from '../db/schema/sys-dict';
import type { Translate } from '../locales/language';
import type { FieldError } from '../plugins/envelope';
import { FormApiError } from './crud/import-rows';
import type { RoomBody } from './house-room-fields';

// The rules of a house form (issue 7, spec section 3) that a schema cannot say: what a
// complete house needs, dictionary values, images and cover, the video, the village,
// the generated name and code.

/** Columns of a house a form writes (undefined: keep the stored value on edit): the form's body and what the server derives. */
export type HouseValues = Omit<RoomBody, 'draft'> & { name?: string; houseCode?: string; status?: string };

/** Fields holding dictionary values, with their dictionary type. */
export const HOUSE_DICT_FIELDS = {
  type: 'house_type',
  ownership: 'house_ownership',
  parking: 'house_parking',
  orientation: 'house_orientation',
  decoration: 'house_decoration',
  currency: 'sys_currency',
  timeUnit: 'house_time_unit',
  status: 'house_status',
} as const;

export const MAX_IMAGES = 20;

/** "a, b,,a" -> ["a", "b"]: a comma list without blanks and repeats. */
export function splitList(value: string | null | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

/** The English name of a house: the type's English label and the area ("Villa 187 m²"). */
export function houseNameOf(typeLabelEn: string | undefined, area: number | null | undefined): string {
  const parts: string[] = [];
  if (typeLabelEn) parts.push(typeLabelEn);
  if (area != null) parts.push(`${Number(area.toFixed(2))} m²`);
  return parts.join(' ');
}

/** English label of a `house_type` value. */
export async function typeLabelEn(
  db: Queryable,
  type: string | null | undefined,
): Promise<string | undefined> {
  if (!type) return undefined;
  const [row] = await db
    .select({ label: sysDictData.dictLabelEn })
    .from(sysDictData)
    .where(and(eq(sysDictData.dictType, 'house_type'), eq(sysDictData.dictValue, type)));
  return row?.label || undefined;
}

/** A fresh house code: `H` + yyMMdd + four digits, the next free one of the day. */
export async function nextHouseCode(db: Queryable, now = new Date()): Promise<string> {
  const pad = (n: number) => String(n).padStart(2, '0');
  const prefix = `H${pad(now.getFullYear() % 100)}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
  const [row] = await db
    .select({ last: sql<string | null>`max(${houseRoom.houseCode})` })
    .from(houseRoom)
    .where(like(houseRoom.houseCode, `${prefix}____`));
  const last = row?.last ? Number(row.last.slice(prefix.length)) : 0;
  const next = Number.isFinite(last) ? last + 1 : 1;
  if (next <= 9999) return `${prefix}${String(next).padStart(4, '0')}`;
  // More than 9999 houses in a day: a random suffix, longer than the daily sequence.
  return `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

const IMAGE_PATH = /^(https?:\/\/|\/)\S+$/;

interface VideoEntry {
  videoPath: string;
  videoUrl?: string;
  videoSize?: number;
}

function videosValid(text: string): boolean {
  try {
    const parsed = JSON.parse(text) as unknown;
    return (
      Array.isArray(parsed) &&
      parsed.length <= 1 &&
      parsed.every(
        (item: VideoEntry) =>
          item && typeof item === 'object' && typeof item.videoPath === 'string' && item.videoPath.length > 0,
      )
    );
  } catch {
    return false;
  }
}

/** The values a stored row and an edit body make together. */
export function mergeHouse(previous: HouseValues, values: HouseValues): HouseValues {
  const merged: HouseValues = { ...previous };
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}

/** The fields a complete house (not a draft) still lacks, as field errors. */
export function missingForFull(house: HouseValues, t: Translate): FieldError[] {
  const errors: FieldError[] = [];
  const label = (field: string) => t(`house.room.field.${field}`);
  const required = (field: string) =>
    errors.push({ field, message: t('validation.required', { field: label(field) }) });
  if (!house.type) required('type');
  if (house.area == null) required('area');
  if (!house.location) required('location');
  if (house.rent == null && house.salePrice == null)
    errors.push({ field: 'rent', message: t('house.room.error.priceRequired') });
  if ((house.rent != null || house.salePrice != null) && !house.currency) required('currency');
  if (house.rent != null && !house.timeUnit) required('timeUnit');
  if (!house.contact) required('contact');
  if (splitList(house.features).length === 0) required('features');
  if (splitList(house.images).length === 0) required('images');
  return errors;
}

/**
 * Checks what is typed (always, drafts too): dictionary values, features, images and
 * cover, the video, the village. Answers the field errors and the cover to store.
 */
export async function checkTyped(
  db: Queryable,
  house: HouseValues,
  explicitCover: string | null | undefined,
  t: Translate,
): Promise<{ errors: FieldError[]; coverImage: string | null }> {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => {
    if (!errors.some((error) => error.field === field)) errors.push({ field, message });
  };
  const label = (field: string) => t(`house.room.field.${field}`);

  const wanted = new Map<string, string[]>();
  for (const field of Object.keys(HOUSE_DICT_FIELDS)) {
    const value = house[field as keyof HouseValues];
    if (field !== 'status' && typeof value === 'string' && value) wanted.set(field, [value]);
  }
  const features = splitList(house.features);
  const types = [...new Set([...Object.values(HOUSE_DICT_FIELDS), 'house_feature'])];
  const entries = await db
    .select({ type: sysDictData.dictType, value: sysDictData.dictValue })
    .from(sysDictData)
    .where(inArray(sysDictData.dictType, types));
  const known = new Set(entries.map((entry) => `${entry.type}\n${entry.value}`));
  for (const [field, values] of wanted) {
    const dictType = HOUSE_DICT_FIELDS[field as keyof typeof HOUSE_DICT_FIELDS];
    for (const value of values)
      if (!known.has(`${dictType}\n${value}`))
        add(field, t('house.room.error.badChoice', { field: label(field), value }));
  }
  for (const feature of features)
    if (!known.has(`house_feature\n${feature}`))
      add('features', t('house.room.error.badChoice', { field: label('features'), value: feature }));

  const images = splitList(house.images);
  const badImage = images.find((path) => !IMAGE_PATH.test(path) || path.length > 500);
  if (badImage) add('images', t('house.room.error.badImage', { path: badImage }));
  if (images.length > MAX_IMAGES) add('images', t('house.room.error.tooManyImages', { limit: MAX_IMAGES }));
  let coverImage: string | null = null;
  if (images.length) {
    if (explicitCover && !images.includes(explicitCover))
      add('coverImage', t('house.room.error.coverNotImage'));
    coverImage =
      house.coverImage && images.includes(house.coverImage) ? house.coverImage : (images[0] ?? null);
  }

  if (house.videos && !videosValid(house.videos)) add('videos', t('house.room.error.badVideos'));

  if (house.villageId != null) {
    const [village] = await db
      .select({ id: houseVillage.id })
      .from(houseVillage)
      .where(eq(houseVillage.id, house.villageId));
    if (!village) add('villageId', t('house.room.error.villageMissing'));
  }
  return { errors, coverImage };
}

/** Throws the field errors as one `{code: 500, msg, fieldErrors}` answer. */
export function throwFieldErrors(errors: FieldError[], t: Translate): void {
  if (errors.length) throw new FormApiError(errors, t);
}
