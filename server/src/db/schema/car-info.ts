import { boolean, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, moneyColumn, timestamptz } from './columns';
import { trigramIndex } from './search-index';

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
    price: moneyColumn('price', 16),
    currency: varchar('currency', { length: 8 }),
    rentPerDay: moneyColumn('rent_per_day', 14),
    rentPerMonth: moneyColumn('rent_per_month', 14),
    dailySalePrice: moneyColumn('daily_sale_price', 14),
    monthlySalePrice: moneyColumn('monthly_sale_price', 14),
    cashDeposit: moneyColumn('cash_deposit', 14),
    saleCurrency: varchar('sale_currency', { length: 8 }),
    saleMoney: moneyColumn('sale_money', 16),
    agentName: varchar('agent_name', { length: 50 }),
    agentPhone: varchar('agent_phone', { length: 30 }),
    contactMethod: varchar('contact_method', { length: 100 }),
    images: text('images'),
    videos: text('videos'),
    qualityCar: boolean('quality_car').notNull().default(false),
    leaseOrderNumber: varchar('lease_order_number', { length: 64 }),
    /** The sale (pendingRent or notSold -> sold): price, its currency, buyer and when. */
    soldPrice: moneyColumn('sold_price', 16),
    soldCurrency: varchar('sold_currency', { length: 8 }),
    buyerName: varchar('buyer_name', { length: 100 }),
    buyerPhone: varchar('buyer_phone', { length: 30 }),
    soldTime: timestamptz('sold_time'),
    ...auditColumns(),
  },
  (t) => [
    index('car_info_plate_idx').on(t.plateNumber),
    index('car_info_status_idx').on(t.carStatus),
    trigramIndex('car_info_plate_trgm', t.plateNumber),
    trigramIndex('car_info_brand_trgm', t.brand),
    trigramIndex('car_info_model_trgm', t.model),
    index('car_info_create_time_idx').on(t.createTime, t.id),
    index('car_info_price_idx').on(t.price),
    index('car_info_rent_per_day_idx').on(t.rentPerDay),
  ],
);
