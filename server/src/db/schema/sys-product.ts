import { char, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, moneyColumn } from './columns';

/** The agency's service packages (`system/product`); contracts name them by code (`{{product:CODE}}`). */
export const sysProduct = pgTable(
  'sys_product',
  {
    productId: idColumn('product_id'),
    /** Letters, digits, `-` and `_`: the placeholder's name. */
    productCode: varchar('product_code', { length: 32 }).notNull(),
    productName: varchar('product_name', { length: 100 }).notNull(),
    description: varchar('description', { length: 2000 }),
    price: moneyColumn('price', 14).notNull(),
    /** A value of `sys_currency`. */
    currency: varchar('currency', { length: 8 }).notNull(),
    /** '0' offered, '1' withdrawn (`sys_normal_disable`). */
    status: char('status', { length: 1 }).notNull().default('0'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_product_code_key').on(t.productCode)],
);
