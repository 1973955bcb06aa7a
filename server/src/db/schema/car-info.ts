import { boolean, index, integer, numeric, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestamptz } from './columns';

/**
 * Vehicles for rent or sale (spec section 3). Enumerated columns hold dict values:
 * vehicle_type `car_type`, fuel_type `car_fuel_type`, transmission `car_transmission`,
 * drive_type `car_drive_type`, car_status `car_status`, currencies `sys_currency`.
 * `images` is a comma-separated list of paths; `videos` a JSON array.
 */
export const carInfo = pgTable(
  'car_info',
  {
    id: idColumn('id'),
    plateNumber: varchar('plate_number', { length: 20 }).notNull(),
    brand: varchar('brand', { length: 50 }).notNull(),
    model: varchar('model', { length: 50 }).notNull(),
    vehicleType: varchar('vehicle_type', { length: 20 }).notNull(),
    color: varchar('color', { length: 30 }),
    productionYear: integer('production_year'),
    seatCount: integer('seat_count'),
    fuelType: varchar('fuel_type', { length: 20 }),
    displacement: varchar('displacement', { length: 20 }),
    transmission: varchar('transmission', { length: 20 }),
    driveType: varchar('drive_type', { length: 10 }),
    mileage: integer('mileage'),
    carStatus: varchar('car_status', { length: 20 }).notNull().default('pendingRent'),
    /** Ownership / rights of the vehicle. */
    attribute: varchar('attribute', { length: 100 }),
    description: text('description'),
    price: numeric('price', { precision: 16, scale: 2, mode: 'number' }),
    currency: varchar('currency', { length: 8 }),
    rentPerDay: numeric('rent_per_day', { precision: 14, scale: 2, mode: 'number' }),
    rentPerMonth: numeric('rent_per_month', { precision: 14, scale: 2, mode: 'number' }),
    dailySalePrice: numeric('daily_sale_price', { precision: 14, scale: 2, mode: 'number' }),
    monthlySalePrice: numeric('monthly_sale_price', { precision: 14, scale: 2, mode: 'number' }),
    cashDeposit: numeric('cash_deposit', { precision: 14, scale: 2, mode: 'number' }),
    saleCurrency: varchar('sale_currency', { length: 8 }),
    saleMoney: numeric('sale_money', { precision: 16, scale: 2, mode: 'number' }),
    agentName: varchar('agent_name', { length: 50 }),
    agentPhone: varchar('agent_phone', { length: 30 }),
    contactMethod: varchar('contact_method', { length: 100 }),
    images: text('images'),
    videos: text('videos'),
    qualityCar: boolean('quality_car').notNull().default(false),
    leaseOrderNumber: varchar('lease_order_number', { length: 64 }),
    /** The sale (pendingRent or notSold -> sold): price, its currency, buyer and when. */
    soldPrice: numeric('sold_price', { precision: 16, scale: 2, mode: 'number' }),
    soldCurrency: varchar('sold_currency', { length: 8 }),
    buyerName: varchar('buyer_name', { length: 100 }),
    buyerPhone: varchar('buyer_phone', { length: 30 }),
    soldTime: timestamptz('sold_time'),
    ...auditColumns(),
  },
  (t) => [index('car_info_plate_idx').on(t.plateNumber), index('car_info_status_idx').on(t.carStatus)],
);
