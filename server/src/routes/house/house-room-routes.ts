import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { type AnyColumn, and, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { houseLease } from '../../db/schema/house-lease';
import { houseRoom } from '../../db/schema/house-room';
import { houseRoomStatusLog } from '../../db/schema/house-room-status-log';
import { houseVillage } from '../../db/schema/house-village';
import { ApiError } from '../../plugins/api-error';
import { AuditSchemaFields } from '../../services/audit';
import { boundedTotal, cappedCount, countUpToLimit } from '../../services/bounded-count';
import type { CrudContext } from '../../services/crud/crud-resource';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { formatDateTime } from '../../services/date-format';
import { type RoomBody, RoomFields } from '../../services/house-room-fields';
import { HouseLayoutOut } from '../../services/house-room-public';
import {
  checkTyped,
  HOUSE_DICT_FIELDS,
  type HouseValues,
  houseNameOf,
  mergeHouse,
  missingForFull,
  nextHouseCode,
  splitList,
  throwFieldErrors,
  typeLabelEn,
} from '../../services/house-room-rules';
import { recordStatus } from '../../services/house-room-status';
import { dateRangeOf, likePattern, type PageQuery, pageOf, pageQueryFields } from '../../services/paging';
import { houseMessages } from './house-messages';
import { houseRoomAgentRoutes } from './house-room-agent';
import { houseRoomLeaseRoutes } from './house-room-lease';
import { houseRoomPublicRoutes } from './house-room-public';
import { houseRoomStateRoutes } from './house-room-state-routes';

type RoomRow = typeof houseRoom.$inferSelect;

const Str = Type.Union([Type.String(), Type.Null()]);
const Num = Type.Union([Type.Number(), Type.Null()]);
const Int = Type.Union([Type.Integer(), Type.Null()]);

const HistoryOut = Type.Object({
  fromStatus: Str,
  toStatus: Type.String(),
  action: Type.String(),
  operator: Type.String(),
  time: Str,
});
const LeaseOut = Type.Object({
  id: Type.Integer(),
  tenantName: Type.String(),
  tenantPhone: Str,
  startDate: Type.String(),
  endDate: Type.String(),
  rent: Num,
  currency: Str,
  deposit: Num,
  status: Type.String(),
});

export const RoomOut = Type.Object({
  ...HouseLayoutOut,
  villageId: Int,
  villageName: Type.Optional(Str),
  ownership: Str,
  parking: Str,
  orientation: Str,
  decoration: Str,
  rent: Num,
  currency: Str,
  timeUnit: Str,
  startDate: Str,
  status: Type.String(),
  coverImage: Str,
  deposit: Num,
  salePrice: Num,
  contact: Str,
  contactMethod: Str,
  agent: Str,
  agentPhone: Str,
  agentUserId: Int,
  houseNumber: Str,
  doorNumber: Str,
  description: Str,
  features: Str,
  images: Str,
  videos: Str,
  ...AuditSchemaFields,
  /** Detail only: status changes, newest first. */
  history: Type.Optional(Type.Array(HistoryOut)),
  /** Detail only: the active lease of a rented house (null otherwise). */
  lease: Type.Optional(Type.Union([LeaseOut, Type.Null()])),
});
type RoomOutValue = Static<typeof RoomOut>;

/** The cover to show: the chosen one, else the first image. */
export const coverOf = (row: Pick<RoomRow, 'coverImage' | 'images'>) =>
  row.coverImage ?? splitList(row.images)[0] ?? null;

/**
 * A room as the API sends it. One copy of the row: the response schema leaves `delFlag`
 * out. (A rest pattern and two spreads copied the 40 columns three times a row, 6 % of
 * the house list's CPU time under load.)
 */
function roomOut(row: RoomRow, villageName?: string | null): RoomOutValue {
  const out: RoomOutValue & { delFlag?: string } = {
    ...row,
    coverImage: coverOf(row),
    createTime: formatDateTime(row.createTime),
    updateTime: formatDateTime(row.updateTime),
  };
  if (villageName !== undefined) out.villageName = villageName;
  return out;
}

/** The CRUD factory's row mapper (it is also called as `rows.map(toOut)`: one argument only). */
const toOut = (row: RoomRow): RoomOutValue => roomOut(row);

/** Trimmed text, null when empty; undefined stays undefined (edit keeps the stored value). */
const clean = (value: string | null | undefined) => {
  if (value === undefined) return undefined;
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};
const list = (value: string | null | undefined) => {
  if (value === undefined) return undefined;
  const items = splitList(value);
  return items.length ? items.join(',') : null;
};

function valuesOf(body: RoomBody): HouseValues {
  return {
    type: clean(body.type),
    bedrooms: body.bedrooms,
    livingRooms: body.livingRooms,
    bathrooms: body.bathrooms,
    area: body.area,
    location: clean(body.location),
    region: clean(body.region),
    villageId: body.villageId,
    ownership: clean(body.ownership),
    parking: clean(body.parking),
    orientation: clean(body.orientation),
    decoration: clean(body.decoration),
    rent: body.rent,
    currency: clean(body.currency),
    timeUnit: clean(body.timeUnit),
    startDate: clean(body.startDate),
    deposit: body.deposit,
    salePrice: body.salePrice,
    contact: clean(body.contact),
    contactMethod: clean(body.contactMethod),
    agent: clean(body.agent),
    agentPhone: clean(body.agentPhone),
    houseNumber: clean(body.houseNumber),
    doorNumber: clean(body.doorNumber),
    description: clean(body.description),
    features: list(body.features),
    images: list(body.images),
    coverImage: clean(body.coverImage),
    videos: clean(body.videos),
    remark: clean(body.remark),
  };
}

/**
 * The rules of a save: what is typed must be valid; a draft needs nothing more and
 * stays `toBeCompleted`; otherwise every required field (a sheet row that lacks some
 * becomes a draft). Answers the values to write, with the generated name and cover.
 */
async function prepare(
  values: HouseValues,
  previous: HouseValues,
  context: CrudContext,
): Promise<{ values: HouseValues; complete: boolean }> {
  const { db, t } = context;
  const draft = context.body?.draft === true;
  const merged = mergeHouse(previous, values);
  const { errors, coverImage } = await checkTyped(db, merged, values.coverImage, t);
  throwFieldErrors(errors, t);
  const missing = missingForFull(merged, t);
  if (!draft && !context.importing) throwFieldErrors(missing, t);
  const name = houseNameOf(await typeLabelEn(db, merged.type), merged.area);
  return { values: { ...values, name, coverImage }, complete: !draft && missing.length === 0 };
}

async function beforeCreate(values: HouseValues, context: CrudContext): Promise<HouseValues> {
  const prepared = await prepare(values, {}, context);
  return {
    ...prepared.values,
    houseCode: await nextHouseCode(context.db),
    status: prepared.complete ? 'pendingReview' : 'toBeCompleted',
  };
}

async function beforeUpdate(
  values: HouseValues,
  context: CrudContext & { id: number; previous: RoomRow },
): Promise<HouseValues> {
  const { previous } = context;
  if (context.body?.draft === true && previous.status !== 'toBeCompleted')
    throw new ApiError('house.room.error.draftNotAllowed');
  const prepared = await prepare(values, previous, context);
  const completes = previous.status === 'toBeCompleted' && prepared.complete;
  return completes ? { ...prepared.values, status: 'pendingReview' } : prepared.values;
}

async function villageNames(db: Queryable, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: houseVillage.id, name: houseVillage.name })
    .from(houseVillage)
    .where(inArray(houseVillage.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function withVillageNames<T extends { villageId: number | null }>(
  db: Queryable,
  rows: T[],
): Promise<(T & { villageName: string | null })[]> {
  const ids = [...new Set(rows.map((row) => row.villageId).filter((id): id is number => id != null))];
  const names = await villageNames(db, ids);
  return rows.map((row) => ({
    ...row,
    villageName: row.villageId == null ? null : (names.get(row.villageId) ?? null),
  }));
}

/**
 * The list page in one query: the rows, their village names (joined) and the total
 * (an uncorrelated subquery, run once, counting up to EXACT_COUNT_LIMIT; beyond, the
 * planner's estimate); a count of its own only for a page past the end.
 */
async function listPage({
  db,
  query,
  where,
  orderBy,
}: {
  db: Queryable;
  query: PageQuery;
  where: SQL | undefined;
  orderBy: SQL[];
}): Promise<{ rows: RoomOutValue[]; total: number; totalEstimated?: true }> {
  const page = pageOf(query);
  const found = await db
    .select({
      room: houseRoom,
      villageName: houseVillage.name,
      total: cappedCount(houseRoom, where),
    })
    .from(houseRoom)
    .leftJoin(houseVillage, eq(houseVillage.id, houseRoom.villageId))
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
  const counted = found[0]?.total ?? (page.offset > 0 ? await countUpToLimit(db, houseRoom, where) : 0);
  return {
    rows: found.map(({ room, villageName }) => roomOut(room, room.villageId == null ? null : villageName)),
    ...(await boundedTotal(db, houseRoom, where, counted)),
  };
}

async function detailOf(db: Queryable, row: RoomOutValue): Promise<RoomOutValue> {
  const [named] = await withVillageNames(db, [row]);
  const history = await db
    .select()
    .from(houseRoomStatusLog)
    .where(eq(houseRoomStatusLog.roomId, row.id))
    .orderBy(desc(houseRoomStatusLog.operTime), desc(houseRoomStatusLog.id));
  const [lease] =
    row.status === 'rented'
      ? await db
          .select()
          .from(houseLease)
          .where(and(eq(houseLease.roomId, row.id), eq(houseLease.status, 'active')))
          .orderBy(desc(houseLease.id))
          .limit(1)
      : [];
  return {
    ...(named ?? row),
    history: history.map((entry) => ({
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      action: entry.action,
      operator: entry.operator,
      time: formatDateTime(entry.operTime),
    })),
    lease: lease
      ? {
          id: lease.id,
          tenantName: lease.tenantName,
          tenantPhone: lease.tenantPhone,
          startDate: lease.startDate,
          endDate: lease.endDate,
          rent: lease.rent,
          currency: lease.currency,
          deposit: lease.deposit,
          status: lease.status,
        }
      : null,
  };
}

const Choice = Type.Optional(Type.String({ maxLength: 20 }));
const Bound = Type.Optional(Type.Number({ minimum: 0 }));
const RoomFilters = {
  type: Choice,
  status: Choice,
  /** Contained in the location, the region or the name. */
  location: Type.Optional(Type.String({ maxLength: 255 })),
  villageId: Type.Optional(Type.Integer({ minimum: 1 })),
  bedrooms: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  areaMin: Bound,
  areaMax: Bound,
  rentMin: Bound,
  rentMax: Bound,
  salePriceMin: Bound,
  salePriceMax: Bound,
  ownership: Choice,
  decoration: Choice,
  agent: Type.Optional(Type.String({ maxLength: 50 })),
  houseCode: Type.Optional(Type.String({ maxLength: 32 })),
  'params[beginTime]': pageQueryFields['params[beginTime]'],
  'params[endTime]': pageQueryFields['params[endTime]'],
};
type RoomFilterValues = Static<ReturnType<typeof Type.Object<typeof RoomFilters>>>;

function rangeOf(
  column: AnyColumn,
  min: number | undefined,
  max: number | undefined,
  name: 'area' | 'rent' | 'salePrice',
): SQL | undefined {
  if (min !== undefined && max !== undefined && min > max)
    throw new ApiError(`house.room.error.range.${name}`);
  return and(
    min === undefined ? undefined : gte(column, min),
    max === undefined ? undefined : lte(column, max),
  );
}

/** The list's WHERE for its filters (exported for the index plan test). */
export function houseRoomWhere(filters: RoomFilterValues): SQL | undefined {
  const location = filters.location?.trim();
  const agent = filters.agent?.trim();
  const houseCode = filters.houseCode?.trim();
  return and(
    filters.type ? eq(houseRoom.type, filters.type) : undefined,
    filters.status ? eq(houseRoom.status, filters.status) : undefined,
    location
      ? or(
          ilike(houseRoom.location, likePattern(location)),
          ilike(houseRoom.region, likePattern(location)),
          ilike(houseRoom.name, likePattern(location)),
        )
      : undefined,
    filters.villageId === undefined ? undefined : eq(houseRoom.villageId, filters.villageId),
    filters.bedrooms === undefined ? undefined : eq(houseRoom.bedrooms, filters.bedrooms),
    rangeOf(houseRoom.area, filters.areaMin, filters.areaMax, 'area'),
    rangeOf(houseRoom.rent, filters.rentMin, filters.rentMax, 'rent'),
    rangeOf(houseRoom.salePrice, filters.salePriceMin, filters.salePriceMax, 'salePrice'),
    filters.ownership ? eq(houseRoom.ownership, filters.ownership) : undefined,
    filters.decoration ? eq(houseRoom.decoration, filters.decoration) : undefined,
    agent ? ilike(houseRoom.agent, likePattern(agent)) : undefined,
    houseCode ? eq(houseRoom.houseCode, houseCode) : undefined,
    dateRangeOf(filters, houseRoom.createTime),
  );
}

const extraRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(houseRoomStateRoutes);
  await app.register(houseRoomLeaseRoutes);
  await app.register(houseRoomAgentRoutes);
  await app.register(houseRoomPublicRoutes);
};

/** Houses, `/system/houseRoom` (issue 7, spec sections 3-9). */
export const houseRoomRoutes = defineCrudRoutes({
  basePath: '/system/houseRoom',
  table: houseRoom,
  idColumn: houseRoom.id,
  permission: 'house:room',
  tag: 'house: rooms',
  noun: ['house', 'houses'],
  operLogTitle: 'House',
  notFoundKey: 'house.room.notFound',
  labelPrefix: 'house.room.field',
  messages: houseMessages,
  out: RoomOut,
  toOut,
  fields: RoomFields,
  values: valuesOf,
  filters: RoomFilters,
  where: houseRoomWhere,
  sortable: {
    id: houseRoom.id,
    name: houseRoom.name,
    area: houseRoom.area,
    rent: houseRoom.rent,
    salePrice: houseRoom.salePrice,
    createTime: houseRoom.createTime,
    status: houseRoom.status,
  },
  defaultOrder: [desc(houseRoom.createTime), desc(houseRoom.id)],
  dictFields: HOUSE_DICT_FIELDS,
  hooks: {
    beforeCreate,
    beforeUpdate,
    afterCreate: async (id, values, { db, user }) => {
      await recordStatus(db, {
        roomId: id,
        from: null,
        to: values.status ?? 'pendingReview',
        action: 'create',
        operator: user.userName,
      });
    },
    afterUpdate: async (id, values, { db, user, previous }) => {
      if (values.status && values.status !== previous.status)
        await recordStatus(db, {
          roomId: id,
          from: previous.status,
          to: values.status,
          action: 'complete',
          operator: user.userName,
        });
    },
    listPage,
    decorateList: (rows, { db }) => withVillageNames(db, rows),
    decorateOne: (row, { db }) => detailOf(db, row),
  },
  export: {
    sheetKey: 'house.room.sheet',
    fileNameKey: 'house.room.fileName',
    columns: [
      { field: 'id', width: 10 },
      { field: 'houseCode', width: 16 },
      { field: 'name', width: 26 },
      { field: 'type' },
      { field: 'status' },
      { field: 'bedrooms', width: 10 },
      { field: 'livingRooms', width: 10 },
      { field: 'bathrooms', width: 10 },
      { field: 'area' },
      { field: 'location', width: 30 },
      { field: 'region' },
      { field: 'ownership' },
      { field: 'decoration' },
      { field: 'rent' },
      { field: 'currency' },
      { field: 'timeUnit' },
      { field: 'salePrice' },
      { field: 'deposit' },
      { field: 'features', width: 30 },
      { field: 'contact' },
      { field: 'agent' },
      { field: 'agentPhone' },
      { field: 'remark', width: 30 },
      { field: 'createTime', value: (row) => formatDateTime(row.createTime), width: 22 },
    ],
  },
  import: {
    mode: 'valid-rows',
    // The cover and the video are chosen on the form; a complete row becomes
    // pendingReview, an incomplete one a draft (toBeCompleted).
    fields: Object.keys(RoomFields).filter((field) => !['coverImage', 'videos', 'draft'].includes(field)),
  },
  extraRoutes,
});
