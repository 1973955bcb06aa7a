import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { type AnyColumn, and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { carInfo } from '../../db/schema/car-info';
import { carLease } from '../../db/schema/car-lease';
import { carStatusLog } from '../../db/schema/car-status-log';
import { sysDictData } from '../../db/schema/sys-dict';
import type { Translate } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import { CarLeaseOut, carLeaseOut } from '../../services/car-lease-out';
import { CarSaleOut, CarSpecOut } from '../../services/car-public';
import { endExpiredCarLeases, ON_OFFER, recordCarStatus } from '../../services/car-status';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { FieldApiError, FormApiError } from '../../services/crud/import-rows';
import { otherRowExists } from '../../services/crud-queries';
import { NullableInteger, NullableNumber, NullableString } from '../../services/crud-schemas';
import { formatDateTime } from '../../services/date-format';
import { equalsFilter, filtersByName, searchFilter } from '../../services/list-filters';
import { dateRangeOf, pageQueryFields } from '../../services/paging';
import { vehicleMessages } from './vehicle-messages';

type CarRow = typeof carInfo.$inferSelect;

const Num = Type.Union([Type.Number(), Type.Null()]);
const Str = Type.Union([Type.String(), Type.Null()]);

const CarOut = Type.Object({
  id: Type.Integer(),
  plateNumber: Type.String(),
  ...CarSpecOut,
  attribute: Str,
  description: Str,
  price: Num,
  currency: Str,
  rentPerDay: Num,
  rentPerMonth: Num,
  dailySalePrice: Num,
  monthlySalePrice: Num,
  cashDeposit: Num,
  ...CarSaleOut,
  leaseOrderNumber: Str,
  soldPrice: Num,
  soldCurrency: Str,
  buyerName: Str,
  buyerPhone: Str,
  soldTime: Str,
  ...AuditSchemaFields,
  /** `GET /system/car/{id}` only: status changes, newest first. */
  history: Type.Optional(
    Type.Array(
      Type.Object({
        fromStatus: Str,
        toStatus: Type.String(),
        action: Type.String(),
        note: Str,
        operator: Type.String(),
        time: Type.String(),
      }),
    ),
  ),
  /** `GET /system/car/{id}` only: the vehicle's leases, newest first. */
  leases: Type.Optional(Type.Array(CarLeaseOut)),
});

function out(row: CarRow) {
  const { createBy, createTime, updateBy, updateTime, remark, soldTime, ...fields } = row;
  return {
    ...fields,
    soldTime: soldTime ? formatDateTime(soldTime) : null,
    ...auditOut({ createBy, createTime, updateBy, updateTime, remark }),
  };
}

const Choice = Type.String({ maxLength: 20 });
const Bound = (maximum: number) => Type.Optional(Type.Number({ minimum: 0, maximum }));
const FilterFields = {
  plateNumber: Type.Optional(Type.String({ maxLength: 20 })),
  brand: Type.Optional(Type.String({ maxLength: 50 })),
  model: Type.Optional(Type.String({ maxLength: 50 })),
  vehicleType: Type.Optional(Choice),
  carStatus: Type.Optional(Choice),
  fuelType: Type.Optional(Choice),
  transmission: Type.Optional(Choice),
  driveType: Type.Optional(Choice),
  productionYearMin: Bound(9999),
  productionYearMax: Bound(9999),
  seatCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
  priceMin: Bound(99_999_999_999_999),
  priceMax: Bound(99_999_999_999_999),
  rentPerDayMin: Bound(999_999_999_999),
  rentPerDayMax: Bound(999_999_999_999),
  rentPerMonthMin: Bound(999_999_999_999),
  rentPerMonthMax: Bound(999_999_999_999),
  /** '1' quality cars only, '0' the others. */
  qualityCar: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
};
type ListQuery = Static<typeof ListQuery>;
const ListQuery = Type.Object({ ...pageQueryFields, ...FilterFields });

const money = (max: number) => Type.Optional(NullableNumber({ minimum: 0, maximum: max }));
const CarFields = {
  plateNumber: Type.String({ minLength: 1, maxLength: 20, pattern: '\\S' }),
  brand: Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' }),
  model: Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' }),
  vehicleType: Type.String({ minLength: 1, maxLength: 20 }),
  color: Type.Optional(NullableString({ maxLength: 30 })),
  productionYear: Type.Optional(NullableInteger({ minimum: 1900, maximum: 2100 })),
  seatCount: Type.Optional(NullableInteger({ minimum: 1, maximum: 99 })),
  fuelType: Type.Optional(NullableString({ maxLength: 20 })),
  displacement: Type.Optional(NullableString({ maxLength: 20 })),
  transmission: Type.Optional(NullableString({ maxLength: 20 })),
  driveType: Type.Optional(NullableString({ maxLength: 10 })),
  mileage: Type.Optional(NullableInteger({ minimum: 0, maximum: 2_000_000_000 })),
  carStatus: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
  attribute: Type.Optional(NullableString({ maxLength: 100 })),
  description: Type.Optional(NullableString({ maxLength: 5000 })),
  price: money(99_999_999_999_999),
  currency: Type.Optional(NullableString({ maxLength: 8 })),
  rentPerDay: money(999_999_999_999),
  rentPerMonth: money(999_999_999_999),
  dailySalePrice: money(999_999_999_999),
  monthlySalePrice: money(999_999_999_999),
  cashDeposit: money(999_999_999_999),
  saleCurrency: Type.Optional(NullableString({ maxLength: 8 })),
  saleMoney: money(99_999_999_999_999),
  agentName: Type.Optional(NullableString({ maxLength: 50 })),
  /** Digits, spaces and dashes, an optional leading +; empty clears it. */
  agentPhone: Type.Optional(NullableString({ pattern: '^(\\+?[\\d\\s-]{6,20})?$' })),
  contactMethod: Type.Optional(NullableString({ maxLength: 100 })),
  /** Comma-separated image paths. */
  images: Type.Optional(NullableString({ maxLength: 20_000 })),
  qualityCar: Type.Optional(Type.Boolean()),
  remark: Type.Optional(NullableString({ maxLength: 500 })),
};
const CreateBody = Type.Object(CarFields);
type CarBody = Static<typeof CreateBody>;

/** Fields holding dictionary values, with their dictionary type (seeded by the server). */
const DICT_FIELDS = {
  vehicleType: 'car_type',
  fuelType: 'car_fuel_type',
  transmission: 'car_transmission',
  driveType: 'car_drive_type',
  carStatus: 'car_status',
  currency: 'sys_currency',
  saleCurrency: 'sys_currency',
} as const;

const sortable = {
  id: carInfo.id,
  plateNumber: carInfo.plateNumber,
  brand: carInfo.brand,
  productionYear: carInfo.productionYear,
  mileage: carInfo.mileage,
  rentPerDay: carInfo.rentPerDay,
  rentPerMonth: carInfo.rentPerMonth,
  price: carInfo.price,
  createTime: carInfo.createTime,
};

/** `min <= column <= max` for the bounds given. */
function between(column: AnyColumn, min: number | undefined, max: number | undefined) {
  return and(
    min === undefined ? undefined : gte(column, min),
    max === undefined ? undefined : lte(column, max),
  );
}

function whereOf(query: ListQuery): SQL | undefined {
  return and(
    ...filtersByName(query, carInfo, ['plateNumber', 'brand', 'model'], searchFilter),
    ...filtersByName(
      query,
      carInfo,
      ['vehicleType', 'carStatus', 'fuelType', 'transmission', 'driveType'],
      equalsFilter,
    ),
    between(carInfo.productionYear, query.productionYearMin, query.productionYearMax),
    query.seatCount === undefined ? undefined : eq(carInfo.seatCount, query.seatCount),
    between(carInfo.price, query.priceMin, query.priceMax),
    between(carInfo.rentPerDay, query.rentPerDayMin, query.rentPerDayMax),
    between(carInfo.rentPerMonth, query.rentPerMonthMin, query.rentPerMonthMax),
    query.qualityCar === undefined ? undefined : eq(carInfo.qualityCar, query.qualityCar === '1'),
    dateRangeOf(query, carInfo.createTime),
  );
}

/** Trimmed text, null when empty; undefined stays undefined (edit keeps the stored value). */
const text = (value: string | null | undefined) => {
  if (value === undefined) return undefined;
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

function imagesOf(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const paths = value
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
  if (paths.some((path) => !/^(https?:\/\/|\/)\S+$/.test(path))) throw new ApiError('vehicle.car.badImage');
  return paths.length ? paths.join(',') : null;
}

/** The columns a body sets (`undefined` keeps the stored value on edit). */
function valuesOf(body: CarBody) {
  return {
    plateNumber: body.plateNumber.trim(),
    brand: body.brand.trim(),
    model: body.model.trim(),
    vehicleType: body.vehicleType,
    color: text(body.color),
    productionYear: body.productionYear,
    seatCount: body.seatCount,
    fuelType: text(body.fuelType),
    displacement: text(body.displacement),
    transmission: text(body.transmission),
    driveType: text(body.driveType),
    mileage: body.mileage,
    carStatus: body.carStatus,
    attribute: text(body.attribute),
    description: text(body.description),
    price: body.price,
    currency: text(body.currency),
    rentPerDay: body.rentPerDay,
    rentPerMonth: body.rentPerMonth,
    dailySalePrice: body.dailySalePrice,
    monthlySalePrice: body.monthlySalePrice,
    cashDeposit: body.cashDeposit,
    saleCurrency: text(body.saleCurrency),
    saleMoney: body.saleMoney,
    agentName: text(body.agentName),
    agentPhone: text(body.agentPhone),
    contactMethod: text(body.contactMethod),
    images: imagesOf(body.images),
    qualityCar: body.qualityCar,
    remark: text(body.remark),
  };
}

type CarValues = ReturnType<typeof valuesOf>;

/** Refuses a value that is not an entry of its field's dictionary. */
async function checkChoices(db: Queryable, values: CarValues, t: Translate): Promise<void> {
  for (const [field, dictType] of Object.entries(DICT_FIELDS) as [keyof typeof DICT_FIELDS, string][]) {
    const value = values[field];
    if (value === undefined || value === null) continue;
    const [found] = await db
      .select({ value: sysDictData.dictValue })
      .from(sysDictData)
      .where(and(eq(sysDictData.dictType, dictType), eq(sysDictData.dictValue, value)));
    if (!found)
      throw new FieldApiError(field, 'vehicle.car.badChoice', {
        value,
        field: t(`vehicle.car.field.${field}`),
      });
  }
}

/** Refuses a plate number another vehicle already has (any case). */
async function checkPlate(db: Queryable, plateNumber: string, exceptId?: number): Promise<void> {
  const samePlate = sql`lower(${carInfo.plateNumber}) = lower(${plateNumber})`;
  if (await otherRowExists(db, carInfo, carInfo.id, [samePlate], exceptId)) {
    throw new FieldApiError('plateNumber', 'vehicle.car.plateExists', { plate: plateNumber });
  }
}

/**
 * The form sets a status only among the statuses on offer (pendingRent, notSold):
 * rented and sold are reached through a lease or a sale, and left the same way.
 */
function checkFormStatus(status: string | undefined, previous: string | null, t: Translate): void {
  if (status === undefined || status === previous) return;
  if (!ON_OFFER.includes(status) || (previous !== null && !ON_OFFER.includes(previous)))
    throw new FormApiError([{ field: 'carStatus', message: t('vehicle.car.state.formStatus') }], t);
}

/** The status history and leases of a vehicle, newest first (the detail drawer). */
async function detailOf(db: Queryable, row: Static<typeof CarOut>): Promise<Static<typeof CarOut>> {
  const history = await db
    .select()
    .from(carStatusLog)
    .where(eq(carStatusLog.carId, row.id))
    .orderBy(desc(carStatusLog.operTime), desc(carStatusLog.id))
    .limit(200);
  const leases = await db
    .select()
    .from(carLease)
    .where(eq(carLease.carId, row.id))
    .orderBy(desc(carLease.id))
    .limit(200);
  return {
    ...row,
    history: history.map((entry) => ({
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      action: entry.action,
      note: entry.note,
      operator: entry.operator,
      time: formatDateTime(entry.operTime) ?? '',
    })),
    leases: leases.map((lease) => carLeaseOut(lease)),
  };
}

/** Vehicles, `/system/car` (spec sections 3 and 5). */
const carCrudRoutes = defineCrudRoutes({
  basePath: '/system/car',
  table: carInfo,
  idColumn: carInfo.id,
  permission: 'vehicle:car',
  tag: 'vehicle: cars',
  noun: ['vehicle', 'vehicles'],
  operLogTitle: 'Vehicle',
  notFoundKey: 'vehicle.car.notFound',
  labelPrefix: 'vehicle.car.field',
  messages: vehicleMessages,
  out: CarOut,
  toOut: out,
  fields: CarFields,
  values: valuesOf,
  filters: FilterFields,
  where: whereOf,
  sortable,
  defaultOrder: [desc(carInfo.id)],
  dictFields: DICT_FIELDS,
  hooks: {
    beforeCreate: async (values, { db, t }) => {
      await checkChoices(db, values, t);
      checkFormStatus(values.carStatus, null, t);
      await checkPlate(db, values.plateNumber);
    },
    beforeUpdate: async (values, { db, t, id, previous }) => {
      await checkChoices(db, values, t);
      checkFormStatus(values.carStatus, previous.carStatus, t);
      await checkPlate(db, values.plateNumber, id);
    },
    createDefaults: (values) => ({
      ...values,
      carStatus: values.carStatus ?? 'pendingRent',
      qualityCar: values.qualityCar ?? false,
    }),
    afterCreate: async (id, values, { db, user }) => {
      const to = values.carStatus ?? 'pendingRent';
      await recordCarStatus(db, { carId: id, from: null, to, action: 'add', operator: user.userName });
    },
    afterUpdate: async (id, values, { db, user, previous }) => {
      if (values.carStatus === undefined || values.carStatus === previous.carStatus) return;
      await recordCarStatus(db, {
        carId: id,
        from: previous.carStatus,
        to: values.carStatus,
        action: 'edit',
        operator: user.userName,
      });
    },
    decorateOne: (row, { db }) => detailOf(db, row),
  },
  export: {
    sheetKey: 'vehicle.car.sheet',
    fileNameKey: 'vehicle.car.fileName',
    columns: [
      { field: 'id', width: 12 },
      { field: 'plateNumber' },
      { field: 'brand' },
      { field: 'model' },
      { field: 'vehicleType' },
      { field: 'color' },
      { field: 'productionYear' },
      { field: 'seatCount' },
      { field: 'fuelType' },
      { field: 'transmission' },
      { field: 'mileage' },
      { field: 'carStatus' },
      { field: 'currency' },
      { field: 'rentPerDay' },
      { field: 'rentPerMonth' },
      { field: 'price' },
      { field: 'agentName' },
      { field: 'agentPhone' },
      { field: 'qualityCar' },
      { field: 'remark', width: 30 },
      { field: 'createTime', value: (row) => formatDateTime(row.createTime), width: 22 },
    ],
  },
  import: {
    mode: 'all-or-nothing',
    // Photos are uploaded on the form, not through a sheet.
    fields: Object.keys(CarFields).filter((field) => field !== 'images'),
    uniqueInSheet: ['plateNumber'],
    match: async (db, body) => {
      const [row] = await db
        .select({ id: carInfo.id })
        .from(carInfo)
        .where(sql`lower(${carInfo.plateNumber}) = lower(${body.plateNumber.trim()})`)
        .limit(1);
      return row?.id;
    },
  },
});

/**
 * The vehicle routes. Reading a vehicle first ends the leases whose end date has
 * passed, so a list never shows a car as rented after its lease ran out.
 */
export const carRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', async (request) => {
    if (request.method === 'GET') await endExpiredCarLeases(app.db);
  });
  await app.register(carCrudRoutes);
};
