import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { carInfo } from '../db/schema/car-info';
import { houseCustomer } from '../db/schema/house-customer';
import { houseRoom } from '../db/schema/house-room';
import { sysUser } from '../db/schema/sys-user';
import type { Translate } from '../locales/language';
import { OkSchema } from '../plugins/envelope';
import { FormApiError } from './crud/import-rows';
import { searchHouseOptions } from './house-options';
import { searchFilter } from './list-filters';

/*
 * The links a staff record (an item, a work record) may carry: the staff member it is
 * for, and the house, car or customer it is about. One place checks the ids, names them
 * for lists and searches them for pickers.
 */

export interface RecordLinks {
  userId?: number | null;
  roomId?: number | null;
  carId?: number | null;
  customerId?: number | null;
}

export const LINK_KINDS = ['user', 'house', 'car', 'customer'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

const LIMIT = 20;

const carLabel = (car: { brand: string | null; model: string | null; plateNumber: string }) =>
  `${[car.brand, car.model].filter(Boolean).join(' ')} (${car.plateNumber})`.trim();
const houseLabel = (house: { name: string | null; houseCode: string }) =>
  `${house.name ?? ''} (${house.houseCode})`.trim();
/** The columns userLabel and carLabel read. */
const userLabelColumns = { id: sysUser.userId, userName: sysUser.userName, nickName: sysUser.nickName };
const carLabelColumns = {
  id: carInfo.id,
  brand: carInfo.brand,
  model: carInfo.model,
  plateNumber: carInfo.plateNumber,
};
const userLabel = (user: { userName: string; nickName: string }) =>
  user.nickName && user.nickName !== user.userName ? `${user.nickName} (${user.userName})` : user.userName;

/**
 * Refuses ids that name nothing, on their fields: `fields` maps each link to the body's
 * field name and the message key for an unknown one.
 */
export async function checkRecordLinks(
  db: Queryable,
  t: Translate,
  links: RecordLinks,
  fields: Partial<Record<keyof RecordLinks, { field: string; messageKey: string }>>,
): Promise<void> {
  const errors: { field: string; message: string }[] = [];
  const check = async (key: keyof RecordLinks, exists: (id: number) => Promise<boolean>) => {
    const id = links[key];
    const spec = fields[key];
    if (id === null || id === undefined || !spec) return;
    if (!(await exists(id))) errors.push({ field: spec.field, message: t(spec.messageKey) });
  };
  await check(
    'userId',
    async (id) =>
      (await db.$count(
        sysUser,
        and(eq(sysUser.userId, id), eq(sysUser.delFlag, '0'), eq(sysUser.status, '0')),
      )) > 0,
  );
  await check(
    'roomId',
    async (id) => (await db.$count(houseRoom, and(eq(houseRoom.id, id), eq(houseRoom.delFlag, '0')))) > 0,
  );
  await check('carId', async (id) => (await db.$count(carInfo, eq(carInfo.id, id))) > 0);
  await check('customerId', async (id) => (await db.$count(houseCustomer, eq(houseCustomer.id, id))) > 0);
  if (errors.length) throw new FormApiError(errors, t);
}

/** The distinct ids a batch of rows holds in `key`. */
const idsOf = <Row>(rows: Row[], key: keyof Row) => [
  ...new Set(
    rows.map((row) => row[key]).filter((id): id is Row[keyof Row] & number => typeof id === 'number'),
  ),
];

/** The house, car and customer a row may point at (a person is named by the caller's key). */
export type LinkedRow = { roomId?: number | null; carId?: number | null; customerId?: number | null };

/**
 * Adds the names of the linked house, car and customer (null when none or gone), and of
 * the user in `person.id` as `person.name` (an item's assignee, a work record's staff).
 */
export async function withRecordLinkNames<
  Row extends LinkedRow,
  Id extends keyof Row & string,
  Name extends string,
>(
  db: Queryable,
  rows: Row[],
  person: { id: Id; name: Name },
): Promise<
  (Row &
    Record<Name, string | null> & {
      houseName: string | null;
      carName: string | null;
      customerName: string | null;
    })[]
> {
  const userIds = idsOf(rows, person.id);
  const roomIds = idsOf(rows, 'roomId');
  const carIds = idsOf(rows, 'carId');
  const customerIds = idsOf(rows, 'customerId');
  const users = userIds.length
    ? await db.select(userLabelColumns).from(sysUser).where(inArray(sysUser.userId, userIds))
    : [];
  const houses = roomIds.length
    ? await db
        .select({ id: houseRoom.id, name: houseRoom.name, houseCode: houseRoom.houseCode })
        .from(houseRoom)
        .where(inArray(houseRoom.id, roomIds))
    : [];
  const cars = carIds.length
    ? await db.select(carLabelColumns).from(carInfo).where(inArray(carInfo.id, carIds))
    : [];
  const customers = customerIds.length
    ? await db
        .select({ id: houseCustomer.id, name: houseCustomer.clientName })
        .from(houseCustomer)
        .where(inArray(houseCustomer.id, customerIds))
    : [];
  const user = new Map(users.map((row) => [row.id, userLabel(row)]));
  const house = new Map(houses.map((row) => [row.id, houseLabel(row)]));
  const car = new Map(cars.map((row) => [row.id, carLabel(row)]));
  const customer = new Map(customers.map((row) => [row.id, row.name]));
  const nameOf = (map: Map<number, string>, id: unknown) =>
    typeof id === 'number' ? (map.get(id) ?? null) : null;
  return rows.map((row) => ({
    ...row,
    [person.name]: nameOf(user, row[person.id]),
    houseName: nameOf(house, row.roomId),
    carName: nameOf(car, row.carId),
    customerName: nameOf(customer, row.customerId),
  })) as (Row &
    Record<Name, string | null> & {
      houseName: string | null;
      carName: string | null;
      customerName: string | null;
    })[];
}

/** Up to 20 of a kind for a picker, by name (or plate, code, phone), or the one with `id`. */
export async function searchRecordLinks(
  db: Queryable,
  kind: LinkKind,
  text: string | undefined,
  id: number | undefined,
): Promise<{ value: number; label: string }[]> {
  if (kind === 'user') {
    const rows = await db
      .select(userLabelColumns)
      .from(sysUser)
      .where(
        and(
          eq(sysUser.delFlag, '0'),
          eq(sysUser.status, '0'),
          id === undefined ? undefined : eq(sysUser.userId, id),
          searchFilter([sysUser.userName, sysUser.nickName], text),
        ),
      )
      .orderBy(sysUser.userName)
      .limit(LIMIT);
    return rows.map((row) => ({ value: row.id, label: userLabel(row) }));
  }
  if (kind === 'house') {
    const rows = await searchHouseOptions(db, { name: text, id });
    return rows.map((row) => ({ value: row.id, label: houseLabel(row) }));
  }
  if (kind === 'car') {
    const rows = await db
      .select(carLabelColumns)
      .from(carInfo)
      .where(
        and(
          id === undefined ? undefined : eq(carInfo.id, id),
          searchFilter([carInfo.plateNumber, carInfo.brand, carInfo.model], text),
        ),
      )
      .orderBy(desc(carInfo.id))
      .limit(LIMIT);
    return rows.map((row) => ({ value: row.id, label: carLabel(row) }));
  }
  const rows = await db
    .select({ id: houseCustomer.id, name: houseCustomer.clientName, phone: houseCustomer.phoneNumber })
    .from(houseCustomer)
    .where(
      and(
        id === undefined ? undefined : eq(houseCustomer.id, id),
        searchFilter([houseCustomer.clientName, houseCustomer.phoneNumber], text),
      ),
    )
    .orderBy(desc(houseCustomer.id))
    .limit(LIMIT);
  return rows.map((row) => ({ value: row.id, label: row.phone ? `${row.name} (${row.phone})` : row.name }));
}

/** `GET <base>/linkOptions?kind=&name=&id=`: the pickers of a record's links, with the record's list permission. */
export function recordLinkOptionsRoute(
  base: string,
  permission: string,
  tag: string,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      `${base}/linkOptions`,
      {
        config: { permission },
        schema: {
          tags: [tag],
          summary: 'Users, houses, cars or customers to link: up to 20 by name, or the one with id',
          querystring: Type.Object({
            kind: Type.Union(LINK_KINDS.map((kind) => Type.Literal(kind))),
            name: Type.Optional(Type.String({ maxLength: 100 })),
            id: Type.Optional(Type.Integer({ minimum: 1 })),
          }),
          response: {
            200: OkSchema(Type.Array(Type.Object({ value: Type.Integer(), label: Type.String() }))),
          },
        },
      },
      async (request) => ({
        code: 200,
        msg: request.t('success'),
        data: await searchRecordLinks(app.db, request.query.kind, request.query.name, request.query.id),
      }),
    );
  };
}
