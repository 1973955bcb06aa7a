import { char, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestamptz } from './columns';

/**
 * The agency's news and guides (`system/article`). Published ones whose publish time has
 * come show on the public house and car pages. `content` is rich text, sanitised on write.
 */
export const sysArticle = pgTable(
  'sys_article',
  {
    articleId: idColumn('article_id'),
    title: varchar('title', { length: 200 }).notNull(),
    /** `sys_article_category`. */
    category: varchar('category', { length: 20 }).notNull(),
    /** An uploaded image (`/profile/upload/...`). */
    coverImage: varchar('cover_image', { length: 500 }),
    summary: varchar('summary', { length: 500 }),
    content: text('content').notNull(),
    /** `sys_article_status`: '0' draft, '1' published. */
    status: char('status', { length: 1 }).notNull().default('0'),
    /** When it shows publicly (set on publishing when left empty; a later time schedules it). */
    publishTime: timestamptz('publish_time'),
    author: varchar('author', { length: 64 }).notNull(),
    ...auditColumns(),
  },
  (t) => [index('sys_article_status_idx').on(t.status, t.publishTime)],
);
