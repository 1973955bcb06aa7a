import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import { sysFeedback } from '../../db/schema/sys-feedback';
import { ApiError } from '../../plugins/api-error';
import { FailSchema, OkSchema } from '../../plugins/envelope';
import { formLabelKeys, labelledValidation } from '../../plugins/labelled-validation';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import { loadPublicCar } from '../../services/car-public';
import type { CrudContext } from '../../services/crud/crud-resource';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { NullableString } from '../../services/crud-schemas';
import { formatDateTime } from '../../services/date-format';
import { loadPublicHouse } from '../../services/house-room-public';
import { equalsFilter, filtersByName } from '../../services/list-filters';
import { dateRangeOf, likePattern } from '../../services/paging';
import { counterKeys, hitCounter } from '../../services/rate-limit';
import { feedbackMessages } from './feedback-messages';

type FeedbackRow = typeof sysFeedback.$inferSelect;
const f = sysFeedback;
const NullableText = Type.Union([Type.String(), Type.Null()]);

/** Messages one address may leave on the public pages per window. */
export const PUBLIC_FEEDBACK_PER_WINDOW = 3;
export const PUBLIC_FEEDBACK_WINDOW_MINUTES = 10;

const NEW = '0';
const HANDLED = '1';
const Status = Type.Union([Type.Literal(NEW), Type.Literal(HANDLED)]);
const SubjectType = Type.Union([Type.Literal('house'), Type.Literal('car')]);

const FeedbackOut = Type.Object({
  feedbackId: Type.Integer(),
  subjectType: Type.String(),
  roomId: Type.Union([Type.Integer(), Type.Null()]),
  carId: Type.Union([Type.Integer(), Type.Null()]),
  subjectName: Type.String(),
  visitorName: Type.String(),
  contact: Type.String(),
  content: Type.String(),
  status: Type.String(),
  reply: NullableText,
  handledBy: NullableText,
  handleTime: NullableText,
  ...AuditSchemaFields,
});

/** Staff only handle feedback: its status, reply and remark (visitors write the rest). */
const HandleFields = {
  status: Status,
  reply: Type.Optional(NullableString({ maxLength: 1000 })),
  remark: Type.Optional(NullableString({ maxLength: 500 })),
};

type HandleValues = {
  status: string;
  reply: string | null;
  remark: string | null;
  handledBy?: string | null;
  handleTime?: Date | null;
};

/** Who handled it and when: set when it becomes handled or its reply changes, cleared when reopened. */
function stampHandler(
  values: HandleValues,
  { user, previous }: CrudContext & { previous: FeedbackRow },
): HandleValues {
  if (values.status === NEW) return { ...values, handledBy: null, handleTime: null };
  if (previous.status === HANDLED && (previous.reply ?? null) === values.reply) return values;
  return { ...values, handledBy: user.userName, handleTime: new Date() };
}

const PublicBody = Type.Object({
  subjectType: SubjectType,
  subjectId: Type.Integer({ minimum: 1 }),
  visitorName: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' }),
  contact: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  content: Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S' }),
});

/**
 * `POST /public/feedback` (no login): a visitor's message about a house or car on offer,
 * limited per address; and `GET /system/feedback/newCount`, the number staff have not
 * handled yet.
 */
const feedbackExtraRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/public/feedback',
    {
      attachValidation: true,
      preHandler: labelledValidation(
        formLabelKeys('feedback.field', ['visitorName', 'contact', 'content', 'subjectType']),
      ),
      config: { permission: '@public', operLog: false },
      schema: {
        tags: ['public: feedback'],
        summary: `Leave a message about a house or car on offer (${PUBLIC_FEEDBACK_PER_WINDOW} per address per ${PUBLIC_FEEDBACK_WINDOW_MINUTES} minutes)`,
        body: PublicBody,
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const subject =
        body.subjectType === 'house'
          ? await loadPublicHouse(app.db, body.subjectId)
          : await loadPublicCar(app.db, body.subjectId);
      if (!subject) throw new ApiError('feedback.subjectNotFound');
      const hits = await hitCounter(
        app.db,
        counterKeys.feedbackIp(request.ip),
        PUBLIC_FEEDBACK_WINDOW_MINUTES * 60_000,
      );
      if (hits > PUBLIC_FEEDBACK_PER_WINDOW)
        throw new ApiError('rateLimit.tooMany', { minutes: PUBLIC_FEEDBACK_WINDOW_MINUTES });
      const subjectName =
        'name' in subject
          ? `${subject.name} (${subject.houseCode})`
          : `${subject.brand} ${subject.model ?? ''}`.trim();
      await app.db.insert(f).values({
        subjectType: body.subjectType,
        roomId: body.subjectType === 'house' ? body.subjectId : null,
        carId: body.subjectType === 'car' ? body.subjectId : null,
        subjectName: subjectName.slice(0, 200),
        visitorName: body.visitorName.trim(),
        contact: body.contact.trim(),
        content: body.content.trim(),
        createBy: 'public',
      });
      return { code: 200, msg: request.t('feedback.thanks') };
    },
  );

  app.get(
    '/system/feedback/newCount',
    {
      config: { permission: 'system:feedback:list' },
      schema: {
        tags: ['system: feedback'],
        summary: 'How many feedback messages are new (not handled)',
        response: { 200: OkSchema(Type.Integer()) },
      },
    },
    async (request) => {
      const [row] = await app.db.select({ value: count() }).from(f).where(eq(f.status, NEW));
      return { code: 200, msg: request.t('success'), data: row?.value ?? 0 };
    },
  );
};

/**
 * Visitors' feedback, `/system/feedback` (`system:feedback:*`): staff read, filter,
 * handle (status and reply; who and when are stamped), delete and export it. Visitors
 * write it through the public pages; staff add none.
 */
export const feedbackRoutes = defineCrudRoutes({
  basePath: '/system/feedback',
  table: f,
  idColumn: f.feedbackId,
  idName: 'feedbackId',
  permission: 'system:feedback',
  tag: 'system: feedback',
  noun: ['feedback message', 'feedback messages'],
  operLogTitle: 'Feedback',
  notFoundKey: 'feedback.notFound',
  labelPrefix: 'feedback.field',
  messages: feedbackMessages,
  out: FeedbackOut,
  toOut: (row: FeedbackRow) => ({
    feedbackId: row.feedbackId,
    subjectType: row.subjectType,
    roomId: row.roomId,
    carId: row.carId,
    subjectName: row.subjectName,
    visitorName: row.visitorName,
    contact: row.contact,
    content: row.content,
    status: row.status,
    reply: row.reply,
    handledBy: row.handledBy,
    handleTime: formatDateTime(row.handleTime),
    ...auditOut(row),
  }),
  fields: HandleFields,
  values: (body): HandleValues => ({
    status: body.status,
    reply: body.reply?.trim() || null,
    remark: body.remark?.trim() || null,
  }),
  filters: {
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
    subjectType: Type.Optional(Type.Union([SubjectType, Type.Literal('')])),
    status: Type.Optional(Type.Union([Status, Type.Literal('')])),
  },
  where: (filters) => {
    const keyword = filters.keyword?.trim();
    const pattern = keyword ? likePattern(keyword) : '';
    return and(
      keyword
        ? or(
            ilike(f.visitorName, pattern),
            ilike(f.contact, pattern),
            ilike(f.content, pattern),
            ilike(f.subjectName, pattern),
          )
        : undefined,
      ...filtersByName(filters, f, ['subjectType', 'status'], equalsFilter),
      dateRangeOf(filters, f.createTime),
    );
  },
  sortable: { feedbackId: f.feedbackId, createTime: f.createTime, status: f.status },
  // New first, then the newest.
  defaultOrder: [eq(f.status, HANDLED), desc(f.createTime), desc(f.feedbackId)],
  dictFields: { status: 'sys_feedback_status', subjectType: 'sys_feedback_subject' },
  hooks: { beforeUpdate: async (values, context) => stampHandler(values, context) },
  export: {
    sheetKey: 'feedback.sheet',
    fileNameKey: 'feedback.fileName',
    columns: [
      { field: 'feedbackId' },
      { field: 'subjectType' },
      { field: 'subjectName', width: 30 },
      { field: 'visitorName' },
      { field: 'contact' },
      { field: 'content', width: 50 },
      { field: 'status' },
      { field: 'reply', width: 40 },
      { field: 'handledBy' },
      { field: 'handleTime', value: (row) => formatDateTime(row.handleTime) },
      { field: 'createTime', value: (row) => formatDateTime(row.createTime) },
    ],
  },
  routes: { create: false, importTemplate: false, importData: false },
  extraRoutes: feedbackExtraRoutes,
});
