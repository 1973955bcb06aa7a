import { Type } from '@sinclair/typebox';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { houseRoom } from '../db/schema/house-room';
import { houseVillage } from '../db/schema/house-village';
import type { Lang } from '../locales/language';
import { LISTED_STATUSES } from '../routes/house/house-room-states';
import { labelOf, loadDictionaries } from './crud/dictionary-labels';
import { splitList } from './house-room-rules';

const Str = Type.Union([Type.String(), Type.Null()]);
const Num = Type.Union([Type.Number(), Type.Null()]);
const Int = Type.Union([Type.Integer(), Type.Null()]);

/** A house's name, code, layout and place: the staff's house answers and the public page both start with them. */
export const HouseLayoutOut = {
  id: Type.Integer(),
  name: Type.String(),
  houseCode: Type.String(),
  type: Str,
  bedrooms: Int,
  livingRooms: Int,
  bathrooms: Int,
  area: Num,
  location: Str,
  region: Str,
};

/**
 * What anyone may see of a listed house: what its public page shows, nothing else (no
 * agentUserId, audit columns, remark, owner's contact or contact method: issue 32, 11).
 * Serialisation drops any field not named here.
 */
export const PublicHouseSchema = Type.Object({
  ...HouseLayoutOut,
  villageName: Str,
  rent: Num,
  currency: Str,
  timeUnit: Str,
  salePrice: Num,
  deposit: Num,
  features: Str,
  images: Str,
  coverImage: Str,
  videos: Str,
  description: Str,
  agent: Str,
  agentPhone: Str,
  status: Type.String(),
  /**
   * Labels of the house's dictionary values in the request's language (type, time
   * unit, features): the page has no login to read the dictionaries.
   */
  labels: Type.Object({
    type: Str,
    timeUnit: Str,
    features: Type.Record(Type.String(), Type.String()),
  }),
});

const LABELLED = {
  type: 'house_type',
  timeUnit: 'house_time_unit',
  features: 'house_feature',
} as const;

/** The dictionary labels a public house shows, in `lang`. */
export async function publicHouseLabels(db: Queryable, house: PublicHouse, lang: Lang) {
  const dictionaries = await loadDictionaries(db, Object.values(LABELLED));
  const label = (key: 'type' | 'timeUnit') => {
    const shown = labelOf(dictionaries.get(LABELLED[key]), house[key], lang);
    return shown === null || shown === undefined ? null : String(shown);
  };
  const features = Object.fromEntries(
    splitList(house.features).map((value) => [
      value,
      String(labelOf(dictionaries.get(LABELLED.features), value, lang)),
    ]),
  );
  return { type: label('type'), timeUnit: label('timeUnit'), features };
}

/** A listed house (pendingRent, notSold, rented) as the public sees it; null otherwise. */
export async function loadPublicHouse(db: Queryable, id: number) {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const [row] = await db
    .select({
      id: houseRoom.id,
      name: houseRoom.name,
      houseCode: houseRoom.houseCode,
      type: houseRoom.type,
      bedrooms: houseRoom.bedrooms,
      livingRooms: houseRoom.livingRooms,
      bathrooms: houseRoom.bathrooms,
      area: houseRoom.area,
      location: houseRoom.location,
      region: houseRoom.region,
      villageName: houseVillage.name,
      rent: houseRoom.rent,
      currency: houseRoom.currency,
      timeUnit: houseRoom.timeUnit,
      salePrice: houseRoom.salePrice,
      deposit: houseRoom.deposit,
      features: houseRoom.features,
      images: houseRoom.images,
      coverImage: houseRoom.coverImage,
      videos: houseRoom.videos,
      description: houseRoom.description,
      agent: houseRoom.agent,
      agentPhone: houseRoom.agentPhone,
      status: houseRoom.status,
    })
    .from(houseRoom)
    .leftJoin(houseVillage, eq(houseVillage.id, houseRoom.villageId))
    .where(
      and(eq(houseRoom.id, id), eq(houseRoom.delFlag, '0'), inArray(houseRoom.status, [...LISTED_STATUSES])),
    );
  if (!row) return null;
  return { ...row, coverImage: row.coverImage ?? splitList(row.images)[0] ?? null };
}

export type PublicHouse = NonNullable<Awaited<ReturnType<typeof loadPublicHouse>>>;
