import { date, index, integer, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, delFlagColumn, idColumn, moneyColumn, refColumn } from './columns';
import { trigramIndex } from './search-index';

/**
 * Houses for rent or sale (spec section 3). Enumerated columns hold the `dict_value`
 * of their dictionary: type `house_type`, ownership `house_ownership`, parking
 * `house_parking`, orientation `house_orientation`, decoration `house_decoration`,
 * currency `sys_currency`, time_unit `house_time_unit`, status `house_status`.
 * `features` and `images` are comma-separated lists; `videos` is a JSON array of
 * {videoPath, videoUrl, videoSize}.
 */
export const houseRoom = pgTable(
  'house_room',
  {
    id: idColumn('id'),
    /** Generated from type and area, e.g. "Villa 220 m²". */
    name: varchar('name', { length: 200 }).notNull().default(''),
    houseCode: varchar('house_code', { length: 32 }).notNull(),
    type: varchar('type', { length: 20 }),
    bedrooms: integer('bedrooms'),
    livingRooms: integer('living_rooms'),
    bathrooms: integer('bathrooms'),
    area: numeric('area', { precision: 12, scale: 2, mode: 'number' }),
    location: varchar('location', { length: 255 }),
    region: varchar('region', { length: 100 }),
    villageId: refColumn('village_id'),
    ownership: varchar('ownership', { length: 20 }),
    parking: varchar('parking', { length: 10 }),
    orientation: varchar('orientation', { length: 10 }),
    decoration: varchar('decoration', { length: 10 }),
    rent: moneyColumn('rent', 14),
    currency: varchar('currency', { length: 8 }),
    timeUnit: varchar('time_unit', { length: 10 }),
    startDate: date('start_date', { mode: 'string' }),
    status: varchar('status', { length: 20 }).notNull().default('pendingReview'),
    coverImage: varchar('cover_image', { length: 500 }),
    deposit: moneyColumn('deposit', 14),
    salePrice: moneyColumn('sale_price', 16),
    contact: varchar('contact', { length: 50 }),
    contactMethod: varchar('contact_method', { length: 100 }),
    agent: varchar('agent', { length: 50 }),
    agentPhone: varchar('agent_phone', { length: 30 }),
    agentUserId: refColumn('agent_user_id'),
    houseNumber: varchar('house_number', { length: 50 }),
    doorNumber: varchar('door_number', { length: 50 }),
    description: text('description'),
    features: varchar('features', { length: 1000 }),
    images: text('images'),
    videos: text('videos'),
    delFlag: delFlagColumn(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('house_room_house_code_key').on(t.houseCode),
    index('house_room_status_idx').on(t.status),
    index('house_room_village_idx').on(t.villageId),
    // The list's type filter and its default newest-first order (also by status).
    index('house_room_type_idx').on(t.type),
    index('house_room_create_time_idx').on(t.createTime, t.id),
    index('house_room_status_create_time_idx').on(t.status, t.createTime),
    // Status and type filters together (the usual list): the page in order without a
    // sort and its total by an index-only scan (100,000 houses: 16 ms -> 1.5 ms).
    index('house_room_status_type_create_time_idx').on(t.status, t.type, t.createTime, t.id),
    // The location box searches name, location and region; the agent box the agent.
    trigramIndex('house_room_name_trgm', t.name),
    trigramIndex('house_room_location_trgm', t.location),
    trigramIndex('house_room_region_trgm', t.region),
    trigramIndex('house_room_agent_trgm', t.agent),
    // Range filters and sorts of the list. A sort is by the column, then newest first:
    // with the tie-breakers in the index, a page in that order needs no sort step (a
    // descending sort puts the 40% of houses without a rent first, 40,000 rows to order).
    index('house_room_rent_idx').on(t.rent, t.createTime, t.id),
    index('house_room_area_idx').on(t.area, t.createTime, t.id),
    index('house_room_sale_price_idx').on(t.salePrice, t.createTime, t.id),
  ],
);
