import { Type } from '@sinclair/typebox';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { carInfo } from '../db/schema/car-info';
import type { Lang } from '../locales/language';
import { ON_OFFER } from './car-status';
import { labelOf, loadDictionaries } from './crud/dictionary-labels';

const Str = Type.Union([Type.String(), Type.Null()]);
const Num = Type.Union([Type.Number(), Type.Null()]);
const Int = Type.Union([Type.Integer(), Type.Null()]);

/** A vehicle's make, specification and status: the staff's car answers and the public page both show them. */
export const CarSpecOut = {
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
};

/** A vehicle's asking price, agent, pictures and quality mark: the staff's answers and the public page show them too. */
export const CarSaleOut = {
  saleCurrency: Str,
  saleMoney: Num,
  agentName: Str,
  agentPhone: Str,
  contactMethod: Str,
  images: Str,
  videos: Str,
  qualityCar: Type.Boolean(),
};

/**
 * What anyone may see of a vehicle on offer: no plate number, ownership, lease,
 * buyer, remark or audit columns.
 */
export const PublicCarSchema = Type.Object({
  id: Type.Integer(),
  ...CarSpecOut,
  description: Str,
  currency: Str,
  rentPerDay: Num,
  rentPerMonth: Num,
  cashDeposit: Num,
  ...CarSaleOut,
  /** Labels of the dictionary values in the request's language (the page has no login). */
  labels: Type.Object({
    vehicleType: Str,
    fuelType: Str,
    transmission: Str,
    driveType: Str,
  }),
});

const LABELLED = {
  vehicleType: 'car_type',
  fuelType: 'car_fuel_type',
  transmission: 'car_transmission',
  driveType: 'car_drive_type',
} as const;

/** A vehicle on offer (pendingRent, notSold) as the public sees it; null otherwise. */
export async function loadPublicCar(db: Queryable, id: number) {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const [row] = await db
    .select({
      id: carInfo.id,
      brand: carInfo.brand,
      model: carInfo.model,
      vehicleType: carInfo.vehicleType,
      color: carInfo.color,
      productionYear: carInfo.productionYear,
      seatCount: carInfo.seatCount,
      fuelType: carInfo.fuelType,
      displacement: carInfo.displacement,
      transmission: carInfo.transmission,
      driveType: carInfo.driveType,
      mileage: carInfo.mileage,
      carStatus: carInfo.carStatus,
      description: carInfo.description,
      currency: carInfo.currency,
      rentPerDay: carInfo.rentPerDay,
      rentPerMonth: carInfo.rentPerMonth,
      cashDeposit: carInfo.cashDeposit,
      saleCurrency: carInfo.saleCurrency,
      saleMoney: carInfo.saleMoney,
      agentName: carInfo.agentName,
      agentPhone: carInfo.agentPhone,
      contactMethod: carInfo.contactMethod,
      images: carInfo.images,
      videos: carInfo.videos,
      qualityCar: carInfo.qualityCar,
    })
    .from(carInfo)
    .where(and(eq(carInfo.id, id), inArray(carInfo.carStatus, [...ON_OFFER])));
  return row ?? null;
}

export type PublicCar = NonNullable<Awaited<ReturnType<typeof loadPublicCar>>>;

/** The dictionary labels a public vehicle shows, in `lang`. */
export async function publicCarLabels(db: Queryable, car: PublicCar, lang: Lang) {
  const dictionaries = await loadDictionaries(db, Object.values(LABELLED));
  const label = (key: keyof typeof LABELLED) => {
    const shown = labelOf(dictionaries.get(LABELLED[key]), car[key], lang);
    return shown === null || shown === undefined ? null : String(shown);
  };
  return {
    vehicleType: label('vehicleType'),
    fuelType: label('fuelType'),
    transmission: label('transmission'),
    driveType: label('driveType'),
  };
}
