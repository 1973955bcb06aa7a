import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { sysDept } from '../../db/schema/sys-dept';
import { sysNotice, sysNoticeRead } from '../../db/schema/sys-notice';
import { sysUser } from '../../db/schema/sys-user';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { FailSchema, OkSchema } from '../../plugins/envelope';
import { CommaIdsParam } from '../../services/crud-schemas';
import { formatDateTime } from '../../services/date-format';
import { pageOf } from '../../services/paging';

/** Notices staff see in the navbar: the published ones (status 0). */
const PUBLISHED = eq(sysNotice.status, '0');
/** How many the navbar lists (RuoYi's listTop). */
const TOP = 10;

const TopNotice = Type.Object({
  noticeId: Type.Integer(),
  noticeTitle: Type.String(),
  noticeType: Type.String(),
  createBy: Type.String(),
  createTime: Type.Union([Type.String(), Type.Null()]),
  isRead: Type.Boolean(),
});

/**
 * The navbar notices of RuoYi-Vue3 (HeaderNotice): every signed-in user sees the
 * published notices with their own read marks; reading needs no notice permission (the
 * notices are for all staff), who read one is for `system:notice:list`.
 */
export const noticeReadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['system: notices'];
  const readBy = (userId: number) =>
    and(eq(sysNoticeRead.noticeId, sysNotice.noticeId), eq(sysNoticeRead.userId, userId));

  /** The published notices among `ids` (an unknown or closed one is never marked). */
  const publishedIds = async (ids: number[]) =>
    (
      await app.db
        .select({ noticeId: sysNotice.noticeId })
        .from(sysNotice)
        .where(and(inArray(sysNotice.noticeId, ids), PUBLISHED))
    ).map((row) => row.noticeId);

  const markRead = async (userId: number, ids: number[]) => {
    const found = await publishedIds(ids);
    if (found.length === 0) return 0;
    await app.db
      .insert(sysNoticeRead)
      .values(found.map((noticeId) => ({ noticeId, userId })))
      .onConflictDoNothing();
    return found.length;
  };

  app.get(
    '/system/notice/listTop',
    {
      config: { permission: '@login' },
      schema: {
        tags,
        summary: 'The newest published notices with the caller’s read marks, and the unread count',
        response: {
          200: Type.Object({
            code: Type.Integer(),
            msg: Type.String(),
            // Optional: a refusal (401) answers the envelope alone.
            data: Type.Optional(Type.Array(TopNotice)),
            unreadCount: Type.Optional(Type.Integer()),
          }),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rows = await app.db
        .select({
          noticeId: sysNotice.noticeId,
          noticeTitle: sysNotice.noticeTitle,
          noticeType: sysNotice.noticeType,
          createBy: sysNotice.createBy,
          createTime: sysNotice.createTime,
          isRead: sql<boolean>`exists (select 1 from ${sysNoticeRead} where ${readBy(user.userId)})`,
        })
        .from(sysNotice)
        .where(PUBLISHED)
        .orderBy(desc(sysNotice.createTime), desc(sysNotice.noticeId))
        .limit(TOP);
      const [unread] = await app.db
        .select({ value: count() })
        .from(sysNotice)
        .where(and(PUBLISHED, notExists(app.db.select().from(sysNoticeRead).where(readBy(user.userId)))));
      return {
        code: 200,
        msg: request.t('querySuccess'),
        data: rows.map((row) => ({
          ...row,
          isRead: Boolean(row.isRead),
          createTime: formatDateTime(row.createTime),
        })),
        unreadCount: unread?.value ?? 0,
      };
    },
  );

  app.get(
    '/system/notice/published/:noticeId',
    {
      config: { permission: '@login' },
      schema: {
        tags,
        summary: 'One published notice with its (sanitised) content, for any signed-in user',
        params: Type.Object({ noticeId: Type.Integer({ minimum: 1 }) }),
        response: {
          200: OkSchema(
            Type.Object({
              noticeId: Type.Integer(),
              noticeTitle: Type.String(),
              noticeType: Type.String(),
              noticeContent: Type.Union([Type.String(), Type.Null()]),
              createBy: Type.String(),
              createTime: Type.Union([Type.String(), Type.Null()]),
            }),
          ),
        },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select()
        .from(sysNotice)
        .where(and(eq(sysNotice.noticeId, request.params.noticeId), PUBLISHED));
      if (!row) throw new ApiError('recordNotFound');
      return {
        code: 200,
        msg: request.t('querySuccess'),
        data: {
          noticeId: row.noticeId,
          noticeTitle: row.noticeTitle,
          noticeType: row.noticeType,
          noticeContent: row.noticeContent,
          createBy: row.createBy,
          createTime: formatDateTime(row.createTime),
        },
      };
    },
  );

  app.post(
    '/system/notice/markRead',
    {
      config: { permission: '@login', operLog: false, repeatSubmit: false },
      schema: {
        tags,
        summary: 'Mark one published notice read for the caller (`?noticeId=`)',
        querystring: Type.Object({ noticeId: Type.Integer({ minimum: 1 }) }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      await markRead(requireUser(request).userId, [request.query.noticeId]);
      return { code: 200, msg: request.t('success') };
    },
  );

  app.post(
    '/system/notice/markReadAll',
    {
      config: { permission: '@login', operLog: false, repeatSubmit: false },
      schema: {
        tags,
        summary: 'Mark published notices read for the caller (`?ids=1,2,3`; all published ones without ids)',
        querystring: Type.Object({ ids: Type.Optional(CommaIdsParam) }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const ids = request.query.ids
        ? [...new Set(request.query.ids.split(',').map(Number))].slice(0, 500)
        : (await app.db.select({ noticeId: sysNotice.noticeId }).from(sysNotice).where(PUBLISHED)).map(
            (row) => row.noticeId,
          );
      await markRead(user.userId, ids);
      return { code: 200, msg: request.t('success') };
    },
  );

  app.get(
    '/system/notice/readUsers/list',
    {
      config: { permission: 'system:notice:list' },
      schema: {
        tags,
        summary: 'Who read a notice, and when (paged)',
        querystring: Type.Object({
          noticeId: Type.Integer({ minimum: 1 }),
          pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
          pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
        }),
        response: {
          200: Type.Object({
            code: Type.Integer(),
            msg: Type.String(),
            total: Type.Optional(Type.Integer()),
            rows: Type.Optional(
              Type.Array(
                Type.Object({
                  userId: Type.Integer(),
                  userName: Type.String(),
                  nickName: Type.String(),
                  deptName: Type.Union([Type.String(), Type.Null()]),
                  readTime: Type.Union([Type.String(), Type.Null()]),
                }),
              ),
            ),
          }),
        },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const where = eq(sysNoticeRead.noticeId, request.query.noticeId);
      const rows = await app.db
        .select({
          userId: sysUser.userId,
          userName: sysUser.userName,
          nickName: sysUser.nickName,
          deptName: sysDept.deptName,
          readTime: sysNoticeRead.readTime,
        })
        .from(sysNoticeRead)
        .innerJoin(sysUser, eq(sysUser.userId, sysNoticeRead.userId))
        .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
        .where(where)
        .orderBy(desc(sysNoticeRead.readTime))
        .limit(page.limit)
        .offset(page.offset);
      return {
        code: 200,
        msg: request.t('querySuccess'),
        total: await app.db.$count(sysNoticeRead, where),
        rows: rows.map((row) => ({ ...row, readTime: formatDateTime(row.readTime) })),
      };
    },
  );
};
