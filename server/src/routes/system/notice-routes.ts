import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { and, desc, eq, like, type SQL } from 'drizzle-orm';
import { sysNotice } from '../../db/schema/sys-notice';
import { requireUser } from '../../plugins/auth';
import { FailSchema, OkSchema, TableSchema } from '../../plugins/envelope';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import { deleteByIds, rowByIdOrThrow, selectPage } from '../../services/crud-queries';
import { CommaIdsParam } from '../../services/crud-schemas';
import { dateRangeOf, likePattern, orderByOf, pageQueryFields } from '../../services/paging';
import { sanitizeRichHtml } from '../pact/rich-html';

type NoticeRow = typeof sysNotice.$inferSelect;

const NoticeType = Type.Union([Type.Literal('1'), Type.Literal('2')]);
const NoticeStatus = Type.Union([Type.Literal('0'), Type.Literal('1')]);

const NoticeOut = Type.Object({
  noticeId: Type.Integer(),
  noticeTitle: Type.String(),
  noticeType: Type.String(),
  noticeContent: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
  ...AuditSchemaFields,
});

function out(row: NoticeRow) {
  return {
    noticeId: row.noticeId,
    noticeTitle: row.noticeTitle,
    noticeType: row.noticeType,
    noticeContent: row.noticeContent,
    status: row.status,
    ...auditOut(row),
  };
}

const ListQuery = Type.Object({
  ...pageQueryFields,
  noticeTitle: Type.Optional(Type.String({ maxLength: 50 })),
  createBy: Type.Optional(Type.String({ maxLength: 64 })),
  noticeType: Type.Optional(Type.Union([NoticeType, Type.Literal('')])),
  status: Type.Optional(Type.Union([NoticeStatus, Type.Literal('')])),
});
type ListQuery = Static<typeof ListQuery>;

const NoticeFields = {
  // RuoYi: title required, at most 50 characters.
  noticeTitle: Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' }),
  noticeType: NoticeType,
  noticeContent: Type.Optional(Type.Union([Type.String({ maxLength: 1_000_000 }), Type.Null()])),
  status: Type.Optional(NoticeStatus),
  remark: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
};
const CreateBody = Type.Object(NoticeFields);
const UpdateBody = Type.Object({ noticeId: Type.Integer({ minimum: 1 }), ...NoticeFields });

const sortable = {
  noticeId: sysNotice.noticeId,
  noticeTitle: sysNotice.noticeTitle,
  noticeType: sysNotice.noticeType,
  status: sysNotice.status,
  createTime: sysNotice.createTime,
};

function whereOf(query: ListQuery): SQL | undefined {
  return and(
    query.noticeTitle ? like(sysNotice.noticeTitle, likePattern(query.noticeTitle.trim())) : undefined,
    query.createBy ? like(sysNotice.createBy, likePattern(query.createBy.trim())) : undefined,
    query.noticeType ? eq(sysNotice.noticeType, query.noticeType) : undefined,
    query.status ? eq(sysNotice.status, query.status) : undefined,
    dateRangeOf(query, sysNotice.createTime),
  );
}

/** The stored content: sanitised HTML, null when empty. */
function contentOf(html: string | null | undefined): string | null {
  if (html === undefined || html === null) return null;
  const clean = sanitizeRichHtml(html).trim();
  return clean === '' ? null : clean;
}

/** Notices and announcements, `/system/notice` (RuoYi SysNoticeController). */
export const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['system: notices'];

  app.get(
    '/system/notice/list',
    {
      config: { permission: 'system:notice:list' },
      schema: {
        tags,
        summary: 'List notices',
        querystring: ListQuery,
        response: { 200: TableSchema(NoticeOut) },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await selectPage(
        db,
        sysNotice,
        query,
        whereOf(query),
        orderByOf(query, sortable, [desc(sysNotice.noticeId)]),
      );
      return { code: 200, msg: request.t('querySuccess'), rows: rows.map(out), total };
    },
  );

  app.get(
    '/system/notice/:noticeId',
    {
      config: { permission: 'system:notice:query' },
      schema: {
        tags,
        summary: 'One notice',
        params: Type.Object({ noticeId: Type.Integer({ minimum: 1 }) }),
        response: { 200: OkSchema(NoticeOut) },
      },
    },
    async (request) => {
      const row = await rowByIdOrThrow(db, sysNotice, sysNotice.noticeId, request.params.noticeId);
      return { code: 200, msg: request.t('success'), data: out(row) };
    },
  );

  app.post(
    '/system/notice',
    {
      config: { permission: 'system:notice:add', operLog: { title: 'Notice' } },
      schema: {
        tags,
        summary: 'Add a notice (content is sanitised)',
        body: CreateBody,
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      await db.insert(sysNotice).values({
        noticeTitle: body.noticeTitle.trim(),
        noticeType: body.noticeType,
        noticeContent: contentOf(body.noticeContent),
        status: body.status ?? '0',
        remark: body.remark ?? null,
        createBy: user.userName,
      });
      return { code: 200, msg: request.t('success') };
    },
  );

  app.put(
    '/system/notice',
    {
      config: { permission: 'system:notice:edit', operLog: { title: 'Notice' } },
      schema: {
        tags,
        summary: 'Edit a notice (content is sanitised)',
        body: UpdateBody,
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      const old = await rowByIdOrThrow(db, sysNotice, sysNotice.noticeId, body.noticeId);
      await db
        .update(sysNotice)
        .set({
          noticeTitle: body.noticeTitle.trim(),
          noticeType: body.noticeType,
          noticeContent: body.noticeContent === undefined ? old.noticeContent : contentOf(body.noticeContent),
          status: body.status ?? old.status,
          remark: body.remark === undefined ? old.remark : body.remark,
          updateBy: user.userName,
          updateTime: new Date(),
        })
        .where(eq(sysNotice.noticeId, body.noticeId));
      return { code: 200, msg: request.t('success') };
    },
  );

  app.delete(
    '/system/notice/:noticeIds',
    {
      config: { permission: 'system:notice:remove', operLog: { title: 'Notice' } },
      schema: {
        tags,
        summary: 'Delete notices (comma-separated ids)',
        params: Type.Object({ noticeIds: CommaIdsParam }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      await deleteByIds(db, sysNotice, sysNotice.noticeId, request.params.noticeIds);
      return { code: 200, msg: request.t('success') };
    },
  );
};
