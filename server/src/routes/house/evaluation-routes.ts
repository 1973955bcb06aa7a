import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { and, avg, count, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { houseEvaluation } from '../../db/schema/house-evaluation';
import { houseRoom } from '../../db/schema/house-room';
import type { Translate } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { OkSchema } from '../../plugins/envelope';
import { formLabelKeys, labelledValidation } from '../../plugins/labelled-validation';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import { decorateRows } from '../../services/crud/decorate-rows';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { FormApiError } from '../../services/crud/import-rows';
import { IdParam, NullableString } from '../../services/crud-schemas';
import { formatDateTime } from '../../services/date-format';
import { withHouseNames } from '../../services/house-names';
import { equalsFilter, filtersByName } from '../../services/list-filters';
import { dateRangeOf, pageQueryFields } from '../../services/paging';
import { counterKeys, hitCounter } from '../../services/rate-limit';
import { evaluationMessages } from './evaluation-messages';
import { houseOptionsRoute } from './house-options-route';
import { LISTED_STATUSES } from './house-room-states';

type EvaluationRow = typeof houseEvaluation.$inferSelect;
const e = houseEvaluation;
const labelPrefix = 'house.evaluation.field';
const NullableText = Type.Union([Type.String(), Type.Null()]);

/** Reviews one address may leave on public house pages per window. */
export const PUBLIC_REVIEWS_PER_WINDOW = 3;
const PUBLIC_WINDOW_MINUTES = 10;

const EvaluationOut = Type.Object({
  id: Type.Integer(),
  roomId: Type.Integer(),
  houseName: NullableText,
  houseCode: NullableText,
  score: Type.Integer(),
  content: Type.String(),
  author: Type.String(),
  /** staff | public */
  source: Type.String(),
  /** '1' hidden from the public page and the average. */
  hidden: Type.String(),
  ...AuditSchemaFields,
});

const Score = Type.Integer({ minimum: 1, maximum: 5 });
const Content = Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S' });

const EvaluationFields = {
  roomId: Type.Integer({ minimum: 1 }),
  score: Score,
  content: Content,
  author: Type.Optional(NullableString({ maxLength: 64 })),
  hidden: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
};
type EvaluationBody = Static<ReturnType<typeof Type.Object<typeof EvaluationFields>>>;

/** The average score and count of a house's shown reviews. */
export async function houseRating(
  db: Queryable,
  roomId: number,
): Promise<{ average: number | null; count: number }> {
  const [row] = await db
    .select({ average: avg(e.score), count: count() })
    .from(e)
    .where(and(eq(e.roomId, roomId), eq(e.hidden, '0')));
  const average = row?.average === null || row?.average === undefined ? null : Number(row.average);
  return { average: average === null ? null : Math.round(average * 10) / 10, count: row?.count ?? 0 };
}

async function checkHouse(db: Queryable, roomId: number, t: Translate): Promise<void> {
  if (!(await db.$count(houseRoom, and(eq(houseRoom.id, roomId), eq(houseRoom.delFlag, '0')))))
    throw new FormApiError([{ field: 'roomId', message: t('house.evaluation.houseNotFound') }], t);
}

const PublicBody = Type.Object({
  score: Score,
  content: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }),
  author: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' }),
});
const PublicReview = Type.Object({
  score: Type.Integer(),
  content: Type.String(),
  author: Type.String(),
  createTime: NullableText,
});

/**
 * The public house page's reviews (no login): the shown ones with the average, and a
 * short form whose posts are limited per address. Only for houses on the public page.
 */
const publicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['public: houses'];
  const publicHouse = async (id: number) => {
    const found = await app.db.$count(
      houseRoom,
      and(eq(houseRoom.id, id), eq(houseRoom.delFlag, '0'), inArray(houseRoom.status, [...LISTED_STATUSES])),
    );
    if (!found) throw new ApiError('house.evaluation.houseNotFound');
  };

  app.get(
    '/public/house/:id/evaluations',
    {
      config: { permission: '@public' },
      schema: {
        tags,
        summary: "A listed house's shown reviews (newest 20) and their average",
        params: Type.Object({ id: IdParam }),
        response: {
          200: OkSchema(
            Type.Object({
              average: Type.Union([Type.Number(), Type.Null()]),
              count: Type.Integer(),
              rows: Type.Array(PublicReview),
            }),
          ),
        },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      await publicHouse(id);
      const rows = await app.db
        .select()
        .from(e)
        .where(and(eq(e.roomId, id), eq(e.hidden, '0')))
        .orderBy(desc(e.createTime), desc(e.id))
        .limit(20);
      return {
        code: 200,
        msg: request.t('success'),
        data: {
          ...(await houseRating(app.db, id)),
          rows: rows.map((row) => ({
            score: row.score,
            content: row.content,
            author: row.author,
            createTime: formatDateTime(row.createTime),
          })),
        },
      };
    },
  );

  app.post(
    '/public/house/:id/evaluations',
    {
      attachValidation: true,
      preHandler: labelledValidation(formLabelKeys(labelPrefix, ['score', 'content', 'author'])),
      config: { permission: '@public', operLog: { title: 'House evaluation', businessType: 1 } },
      schema: {
        tags,
        summary: `Leave a review on a listed house (${PUBLIC_REVIEWS_PER_WINDOW} per address per ${PUBLIC_WINDOW_MINUTES} minutes)`,
        params: Type.Object({ id: IdParam }),
        body: PublicBody,
        response: {
          200: OkSchema(
            Type.Object({ average: Type.Union([Type.Number(), Type.Null()]), count: Type.Integer() }),
          ),
        },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      await publicHouse(id);
      const hits = await hitCounter(app.db, counterKeys.reviewIp(request.ip), PUBLIC_WINDOW_MINUTES * 60_000);
      if (hits > PUBLIC_REVIEWS_PER_WINDOW)
        throw new ApiError('rateLimit.tooMany', { minutes: PUBLIC_WINDOW_MINUTES });
      const body = request.body;
      await app.db.insert(e).values({
        roomId: id,
        score: body.score,
        content: body.content.trim(),
        author: body.author.trim(),
        source: 'public',
        createBy: 'public',
      });
      return { code: 200, msg: request.t('house.evaluation.thanks'), data: await houseRating(app.db, id) };
    },
  );
};

/** Staff's own routes: the house picker and a house's rating. */
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['house: evaluations'];
  houseOptionsRoute(app, {
    path: '/system/houseEvaluation/houseOptions',
    permission: 'house:evaluation:list',
    tags,
    summary: 'Houses to review: up to 20 by name or house code',
  });
  app.get(
    '/system/houseEvaluation/rating/:id',
    {
      config: { permission: 'house:evaluation:list' },
      schema: {
        tags,
        summary: "A house's average score and number of shown reviews",
        params: Type.Object({ id: IdParam }),
        response: {
          200: OkSchema(
            Type.Object({ average: Type.Union([Type.Number(), Type.Null()]), count: Type.Integer() }),
          ),
        },
      },
    },
    async (request) => ({
      code: 200,
      msg: request.t('success'),
      data: await houseRating(app.db, Number(request.params.id)),
    }),
  );
  await app.register(publicRoutes);
};

/** Evaluations, `/system/houseEvaluation`: staff list, add, edit (hide or show), delete. */
export const evaluationRoutes = defineCrudRoutes({
  basePath: '/system/houseEvaluation',
  table: houseEvaluation,
  idColumn: e.id,
  permission: 'house:evaluation',
  tag: 'house: evaluations',
  noun: ['evaluation', 'evaluations'],
  operLogTitle: 'House evaluation',
  notFoundKey: 'house.evaluation.notFound',
  labelPrefix,
  messages: evaluationMessages,
  out: EvaluationOut,
  toOut: (row: EvaluationRow) => ({
    id: row.id,
    roomId: row.roomId,
    houseName: null,
    houseCode: null,
    score: row.score,
    content: row.content,
    author: row.author,
    source: row.source,
    hidden: row.hidden,
    ...auditOut(row),
  }),
  fields: EvaluationFields,
  values: (body: EvaluationBody) => ({
    roomId: body.roomId,
    score: body.score,
    content: body.content.trim(),
    author: body.author?.trim() || undefined,
    hidden: body.hidden,
  }),
  routes: { export: false },
  filters: {
    roomId: Type.Optional(Type.Integer({ minimum: 1 })),
    score: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
    source: Type.Optional(Type.Union([Type.Literal('staff'), Type.Literal('public')])),
    hidden: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
    'params[beginTime]': pageQueryFields['params[beginTime]'],
    'params[endTime]': pageQueryFields['params[endTime]'],
  },
  where: (filters) =>
    and(
      filters.roomId === undefined ? undefined : eq(e.roomId, filters.roomId),
      filters.score === undefined ? undefined : eq(e.score, filters.score),
      ...filtersByName(filters, e, ['source', 'hidden'], equalsFilter),
      dateRangeOf(filters, e.createTime),
    ),
  sortable: { id: e.id, score: e.score, createTime: e.createTime },
  defaultOrder: [desc(e.createTime), desc(e.id)],
  hooks: {
    beforeCreate: async (values, { db, t, user }) => {
      await checkHouse(db, values.roomId, t);
      // A staff review is signed with the staff member's name unless another is given.
      return {
        ...values,
        author: values.author ?? user.userName,
        source: 'staff',
        hidden: values.hidden ?? '0',
      };
    },
    beforeUpdate: async (values, { db, t, previous }) => {
      if (values.roomId !== previous.roomId) await checkHouse(db, values.roomId, t);
    },
    ...decorateRows<Static<typeof EvaluationOut>>(withHouseNames),
  },
  extraRoutes: staffRoutes,
});
