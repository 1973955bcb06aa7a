import { type Static, Type } from '@fastify/type-provider-typebox';
import { and, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { carInfo } from '../../db/schema/car-info';
import { sysDictData } from '../../db/schema/sys-dict';
import type { Translate } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { FieldApiError } from '../../services/crud/import-rows';
import { otherRowExists } from '../../services/crud-queries';
import { NullableInteger, NullableNumber, NullableString } from '../../services/crud-schemas';
import { formatDateTime } from '../../services/date-format';
import { dateRangeOf, likePattern, pageQueryFields } from '../../services/paging';
import { vehicleMessages } from './vehicle-messages';

type CarRow = typeof carInfo.$inferSelect;

const Num = Type.Union([Type.Number(), Type.Null()]);
const Int = Type.Union([Type.Integer(), Type.Null()]);
const Str = Type.Union([Type.String(), Type.Null()]);

const CarOut = Type.Object({
  id: Type.Integer(),
  plateNumber: Type.String(),
  brand: Type.String(),
  model: Type.String(),
  vehicleType: Type.String(),
  color: Str,
  productionYear: Int,
  seatCount: Int,
  fuelType: Str,
  displacement: Str,
  transmission: Str,
  driveType: Str,
  mileage: Int,
  carStatus: Type.String(),
  attribute: Str,
  description: Str,
  price: Num,
  currency: Str,
  rentPerDay: Num,
  rentPerMonth: Num,
  dailySalePrice: Num,
  monthlySalePrice: Num,
  cashDeposit: Num,
  saleCurrency: Str,
  saleMoney: Num,
  agentName: Str,
  agentPhone: Str,
  contactMethod: Str,
  images: Str,
  videos: Str,
  qualityCar: Type.Boolean(),
  leaseOrderNumber: Str,
  ...AuditSchemaFields,
});

function out(row: CarRow) {
  const { createBy, createTime, updateBy, updateTime, remark, ...fields } = row;
  return { ...fields, ...auditOut({ createBy, createTime, updateBy, updateTime, remark }) };
}

const Choice = Type.String({ maxLength: 20 });
const FilterFields = {
  plateNumber: Type.Optional(Type.String({ maxLength: 20 })),
  brand: Type.Optional(Type.String({ maxLength: 50 })),
  vehicleType: Type.Optional(Choice),
  carStatus: Type.Optional(Choice),
  fuelType: Type.Optional(Choice),
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

function whereOf(query: ListQuery): SQL | undefined {
  const plate = query.plateNumber?.trim();
  const brand = query.brand?.trim();
  return and(
    plate ? ilike(carInfo.plateNumber, likePattern(plate)) : undefined,
    brand ? ilike(carInfo.brand, likePattern(brand)) : undefined,
    query.vehicleType ? eq(carInfo.vehicleType, query.vehicleType) : undefined,
    query.carStatus ? eq(carInfo.carStatus, query.carStatus) : undefined,
    query.fuelType ? eq(carInfo.fuelType, query.fuelType) : undefined,
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

/** Vehicles, `/system/car` (spec sections 3 and 5). */
export const carRoutes = defineCrudRoutes({
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
      await checkPlate(db, values.plateNumber);
    },
    beforeUpdate: async (values, { db, t, id }) => {
      await checkChoices(db, values, t);
      await checkPlate(db, values.plateNumber, id);
    },
    createDefaults: (values) => ({
      ...values,
      carStatus: values.carStatus ?? 'pendingRent',
      qualityCar: values.qualityCar ?? false,
    }),
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
