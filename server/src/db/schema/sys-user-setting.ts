import { jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { refColumn, timestamptz } from './columns';
import { sysUser } from './sys-user';

/**
 * Per-user screen settings, one JSON value per key (e.g. `columns.house.room`: the
 * column order and visibility a user chose). The rows go with the user.
 */
export const sysUserSetting = pgTable(
  'sys_user_setting',
  {
    userId: refColumn('user_id')
      .notNull()
      .references(() => sysUser.userId, { onDelete: 'cascade' }),
    settingKey: varchar('setting_key', { length: 100 }).notNull(),
    settingValue: jsonb('setting_value').notNull(),
    updateTime: timestamptz('update_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.settingKey] })],
);
