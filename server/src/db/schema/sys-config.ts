import { char, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';

/** Runtime settings (`sys.account.captchaEnabled` ...). `config_type` 'Y' rows are built in and cannot be deleted. */
export const sysConfig = pgTable(
  'sys_config',
  {
    configId: idColumn('config_id'),
    configName: varchar('config_name', { length: 100 }).notNull(),
    configKey: varchar('config_key', { length: 100 }).notNull(),
    configValue: varchar('config_value', { length: 500 }).notNull().default(''),
    configType: char('config_type', { length: 1 }).notNull().default('N'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_config_config_key_key').on(t.configKey)],
);
