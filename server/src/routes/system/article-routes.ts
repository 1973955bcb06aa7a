import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, desc, eq, ilike, isNotNull, lte, or } from 'drizzle-orm';
import { sysArticle } from '../../db/schema/sys-article';
import { ApiError } from '../../plugins/api-error';
import { OkSchema } from '../../plugins/envelope';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import type { CrudContext } from '../../services/crud/crud-resource';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { FormApiError } from '../../services/crud/import-rows';
import { DATE_TIME_PATTERN, IdParam, NullableString } from '../../services/crud-schemas';
import { formatDateTime, parseLocalDateTime } from '../../services/date-format';
import { unknownDictValues } from '../../services/dict-values';
import { equalsFilter, filtersByName } from '../../services/list-filters';
import { dateRangeOf, likePattern } from '../../services/paging';
import { isUploadedImagePath } from '../../services/upload-path';
import { sanitizeRichHtml } from '../pact/rich-html';
import { articleMessages } from './article-messages';

type ArticleRow = typeof sysArticle.$inferSelect;
const a = sysArticle;
const NullableText = Type.Union([Type.String(), Type.Null()]);
const DRAFT = '0';
const PUBLISHED = '1';
/** How many the public pages show. */
const PUBLIC_LIMIT = 10;

const ArticleOut = Type.Object({
  articleId: Type.Integer(),
  title: Type.String(),
  category: Type.String(),
  coverImage: NullableText,
  summary: NullableText,
  content: Type.String(),
  status: Type.String(),
  publishTime: NullableText,
  author: Type.String(),
  ...AuditSchemaFields,
});

const ArticleFields = {
  title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  category: Type.String({ minLength: 1, maxLength: 20 }),
  coverImage: Type.Optional(NullableString({ maxLength: 500 })),
  summary: Type.Optional(NullableString({ maxLength: 500 })),
  content: Type.String({ maxLength: 1_000_000 }),
  status: Type.Optional(Type.Union([Type.Literal(DRAFT), Type.Literal(PUBLISHED)])),
  publishTime: Type.Optional(Type.Union([Type.String({ pattern: DATE_TIME_PATTERN }), Type.Null()])),
  author: Type.Optional(NullableString({ maxLength: 64 })),
  remark: Type.Optional(NullableString({ maxLength: 500 })),
};

type ArticleValues = {
  title: string;
  category: string;
  coverImage: string | null;
  summary: string | null;
  content: string;
  status: string;
  publishTime: Date | null;
  author: string;
  remark: string | null;
};

/**
 * Sanitises the content (no script, handler or foreign frame survives), checks the
 * category and the cover, reads the publish time, and dates a published article now when
 * it has none. The author defaults to the writer's name.
 */
async function checkArticle(values: ArticleValues, context: CrudContext): Promise<ArticleValues> {
  const { db, t, user } = context;
  const body = (context.body ?? {}) as { publishTime?: string | null };
  const errors: { field: string; message: string }[] = [];
  const content = sanitizeRichHtml(values.content).trim();
  if (!content.replace(/<[^>]*>/g, '').trim() && !/<img\s/i.test(content))
    errors.push({ field: 'content', message: t('article.emptyContent') });
  if (values.coverImage && !isUploadedImagePath(values.coverImage))
    errors.push({ field: 'coverImage', message: t('article.cover') });
  for (const field of await unknownDictValues(db, { category: ['sys_article_category', values.category] }))
    errors.push({ field, message: t('article.unknownValue') });
  let publishTime: Date | null = null;
  if (body.publishTime) {
    publishTime = parseLocalDateTime(body.publishTime) ?? null;
    if (!publishTime) errors.push({ field: 'publishTime', message: t('article.badTime') });
  }
  if (errors.length) throw new FormApiError(errors, t);
  if (values.status === PUBLISHED && !publishTime) publishTime = new Date();
  return { ...values, content, publishTime, author: values.author || user.nickName || user.userName };
}

/** What the public news (shared public-news.tsx) shows: no category, status or remark (issue 32, 11). */
const PublicArticle = Type.Object({
  articleId: Type.Integer(),
  title: Type.String(),
  coverImage: NullableText,
  summary: NullableText,
  publishTime: NullableText,
  author: Type.String(),
});

/** Published articles whose time has come. */
const shown = () => and(eq(a.status, PUBLISHED), isNotNull(a.publishTime), lte(a.publishTime, new Date()));

/** The public pages' news (no login): the newest shown articles, and one with its content. */
const publicArticleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['public: articles'];
  const publicFields = {
    articleId: a.articleId,
    title: a.title,
    coverImage: a.coverImage,
    summary: a.summary,
    publishTime: a.publishTime,
    author: a.author,
  };
  app.get(
    '/public/articles',
    {
      config: { permission: '@public' },
      schema: {
        tags,
        summary: `The newest published articles (up to ${PUBLIC_LIMIT})`,
        querystring: Type.Object({
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PUBLIC_LIMIT })),
        }),
        response: { 200: OkSchema(Type.Array(PublicArticle)) },
      },
    },
    async (request) => {
      const rows = await app.db
        .select(publicFields)
        .from(a)
        .where(shown())
        .orderBy(desc(a.publishTime), desc(a.articleId))
        .limit(request.query.limit ?? PUBLIC_LIMIT);
      return {
        code: 200,
        msg: request.t('querySuccess'),
        data: rows.map((row) => ({ ...row, publishTime: formatDateTime(row.publishTime) })),
      };
    },
  );
  app.get(
    '/public/articles/:articleId',
    {
      config: { permission: '@public' },
      schema: {
        tags,
        summary: 'One published article with its (sanitised) content',
        params: Type.Object({ articleId: IdParam }),
        response: { 200: OkSchema(Type.Object({ ...PublicArticle.properties, content: Type.String() })) },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select({ ...publicFields, content: a.content })
        .from(a)
        .where(and(eq(a.articleId, Number(request.params.articleId)), shown()));
      // A draft or a scheduled article is as unknown as a missing one.
      if (!row) throw new ApiError('article.notFound');
      return {
        code: 200,
        msg: request.t('querySuccess'),
        data: { ...row, publishTime: formatDateTime(row.publishTime) },
      };
    },
  );
};

/**
 * The agency's news and guides, `/system/article` (`system:article:*`): title, category,
 * cover, summary, rich content (sanitised), draft or published, publish time, author;
 * export. Published ones show on the public house and car pages (`/public/articles`).
 */
export const articleRoutes = defineCrudRoutes({
  basePath: '/system/article',
  table: a,
  idColumn: a.articleId,
  idName: 'articleId',
  permission: 'system:article',
  tag: 'system: articles',
  noun: ['article', 'articles'],
  operLogTitle: 'Article',
  notFoundKey: 'article.notFound',
  labelPrefix: 'article.field',
  messages: articleMessages,
  out: ArticleOut,
  toOut: (row: ArticleRow) => ({
    articleId: row.articleId,
    title: row.title,
    category: row.category,
    coverImage: row.coverImage,
    summary: row.summary,
    content: row.content,
    status: row.status,
    publishTime: formatDateTime(row.publishTime),
    author: row.author,
    ...auditOut(row),
  }),
  fields: ArticleFields,
  values: (body): ArticleValues => ({
    title: body.title.trim(),
    category: body.category,
    coverImage: body.coverImage?.trim() || null,
    summary: body.summary?.trim() || null,
    content: body.content,
    status: body.status ?? DRAFT,
    // Read and checked in the hooks (a field message for an impossible date).
    publishTime: null,
    author: body.author?.trim() || '',
    remark: body.remark?.trim() || null,
  }),
  filters: {
    title: Type.Optional(Type.String({ maxLength: 100 })),
    category: Type.Optional(Type.String({ maxLength: 20 })),
    status: Type.Optional(Type.Union([Type.Literal(DRAFT), Type.Literal(PUBLISHED), Type.Literal('')])),
  },
  where: (filters) => {
    const title = filters.title?.trim();
    return and(
      title ? or(ilike(a.title, likePattern(title)), ilike(a.summary, likePattern(title))) : undefined,
      ...filtersByName(filters, a, ['category', 'status'], equalsFilter),
      dateRangeOf(filters, a.publishTime),
    );
  },
  sortable: { articleId: a.articleId, title: a.title, publishTime: a.publishTime, status: a.status },
  defaultOrder: [desc(a.createTime), desc(a.articleId)],
  dictFields: { category: 'sys_article_category', status: 'sys_article_status' },
  hooks: {
    beforeCreate: (values, context) => checkArticle(values, context),
    beforeUpdate: (values, context) => checkArticle(values, context),
  },
  export: {
    sheetKey: 'article.sheet',
    fileNameKey: 'article.fileName',
    columns: [
      { field: 'articleId' },
      { field: 'title', width: 40 },
      { field: 'category' },
      { field: 'status' },
      { field: 'publishTime', value: (row) => formatDateTime(row.publishTime) },
      { field: 'author' },
      { field: 'summary', width: 50 },
    ],
  },
  routes: { importTemplate: false, importData: false },
  extraRoutes: publicArticleRoutes,
});
