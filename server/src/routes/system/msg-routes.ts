import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, asc, count, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sysUserRole } from '../../db/schema/sys-links';
import { sysMessage, sysMessageRecipient } from '../../db/schema/sys-message';
import { sysRole } from '../../db/schema/sys-role';
import { sysUser } from '../../db/schema/sys-user';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { FailSchema, OkSchema, table } from '../../plugins/envelope';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import type { CrudContext } from '../../services/crud/crud-resource';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { FormApiError } from '../../services/crud/import-rows';
import { IdParam, NullableString } from '../../services/crud-schemas';
import { formatDateTime } from '../../services/date-format';
import { equalsFilter, searchFilter } from '../../services/list-filters';
import { dateRangeOf, pageNumberFields } from '../../services/paging';
import { msgMessages } from './msg-messages';

type MessageRow = typeof sysMessage.$inferSelect;
const m = sysMessage;
const r = sysMessageRecipient;
const NullableText = Type.Union([Type.String(), Type.Null()]);
const Ids = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500, uniqueItems: true });

const idsOf = (csv: string): number[] => (csv ? csv.split(',').map(Number) : []);

const MessageOut = Type.Object({
  messageId: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  userIds: Type.Array(Type.Integer()),
  roleIds: Type.Array(Type.Integer()),
  /** How many received it, and how many of them read it (lists). */
  recipientCount: Type.Optional(Type.Integer()),
  readCount: Type.Optional(Type.Integer()),
  /** Who received it and when they read it (one message). */
  recipients: Type.Optional(
    Type.Array(
      Type.Object({
        userId: Type.Integer(),
        userName: Type.String(),
        nickName: Type.String(),
        readTime: NullableText,
      }),
    ),
  ),
  ...AuditSchemaFields,
});

const MessageFields = {
  title: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  content: Type.String({ minLength: 1, maxLength: 5000, pattern: '\\S' }),
  userIds: Type.Optional(Ids),
  roleIds: Type.Optional(Ids),
  remark: Type.Optional(NullableString({ maxLength: 500 })),
};

type MessageValues = { title: string; content: string; remark: string | null };
type MessageBody = { userIds?: number[]; roleIds?: number[] };

/** The chosen users and roles must exist, and there must be at least one. */
async function checkRecipients(context: CrudContext, previous?: MessageRow) {
  const body = (context.body ?? {}) as MessageBody;
  const userIds = body.userIds ?? (previous ? idsOf(previous.userIds) : []);
  const roleIds = body.roleIds ?? (previous ? idsOf(previous.roleIds) : []);
  const { db, t } = context;
  if (userIds.length === 0 && roleIds.length === 0)
    throw new FormApiError([{ field: 'userIds', message: t('msg.noRecipient') }], t);
  const errors: { field: string; message: string }[] = [];
  if (userIds.length) {
    const found = await db.$count(sysUser, and(inArray(sysUser.userId, userIds), eq(sysUser.delFlag, '0')));
    if (found !== userIds.length) errors.push({ field: 'userIds', message: t('msg.unknownUsers') });
  }
  if (roleIds.length) {
    const found = await db.$count(sysRole, and(inArray(sysRole.roleId, roleIds), eq(sysRole.delFlag, '0')));
    if (found !== roleIds.length) errors.push({ field: 'roleIds', message: t('msg.unknownRoles') });
  }
  if (errors.length) throw new FormApiError(errors, t);
  return { userIds: userIds.join(','), roleIds: roleIds.join(',') };
}

/**
 * Who receives the message: the chosen users and the members of the chosen roles (not
 * deleted). Recipients who stay keep their read mark; those no longer chosen lose it.
 */
async function writeRecipients(db: Queryable, messageId: number, userIds: number[], roleIds: number[]) {
  const members = roleIds.length
    ? await db
        .selectDistinct({ userId: sysUserRole.userId })
        .from(sysUserRole)
        .innerJoin(sysUser, eq(sysUser.userId, sysUserRole.userId))
        .where(and(inArray(sysUserRole.roleId, roleIds), eq(sysUser.delFlag, '0')))
    : [];
  const recipients = [...new Set([...userIds, ...members.map((row) => row.userId)])];
  await db
    .delete(r)
    .where(
      recipients.length
        ? and(eq(r.messageId, messageId), notInArray(r.userId, recipients))
        : eq(r.messageId, messageId),
    );
  if (recipients.length)
    await db
      .insert(r)
      .values(recipients.map((userId) => ({ messageId, userId })))
      .onConflictDoNothing();
}

const InboxEntry = Type.Object({
  messageId: Type.Integer(),
  title: Type.String(),
  createBy: Type.String(),
  createTime: NullableText,
  isRead: Type.Boolean(),
});

/** The caller's own messages: every signed-in user reads what was sent to them, and no one else's. */
const inboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['system: messages'];
  const mine = (userId: number) => and(eq(r.messageId, m.messageId), eq(r.userId, userId));

  app.get(
    '/system/msg/inbox',
    {
      config: { permission: '@login' },
      schema: {
        tags,
        summary: "The caller's messages, newest first, with read marks and the unread count",
        querystring: Type.Object({
          ...pageNumberFields,
          unread: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
        }),
        response: {
          200: Type.Object({
            code: Type.Integer(),
            msg: Type.String(),
            rows: Type.Optional(Type.Array(InboxEntry)),
            total: Type.Optional(Type.Integer()),
            unreadCount: Type.Optional(Type.Integer()),
          }),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const pageSize = request.query.pageSize ?? 10;
      const pageNum = request.query.pageNum ?? 1;
      const where = and(
        eq(r.userId, user.userId),
        request.query.unread === '1' ? isNull(r.readTime) : undefined,
      );
      const rows = await app.db
        .select({
          messageId: m.messageId,
          title: m.title,
          createBy: m.createBy,
          createTime: m.createTime,
          readTime: r.readTime,
        })
        .from(r)
        .innerJoin(m, eq(m.messageId, r.messageId))
        .where(where)
        .orderBy(desc(m.createTime), desc(m.messageId))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize);
      const [total] = await app.db.select({ value: count() }).from(r).where(where);
      const [unread] = await app.db
        .select({ value: count() })
        .from(r)
        .where(and(eq(r.userId, user.userId), isNull(r.readTime)));
      const messages = rows.map((row) => ({
        messageId: row.messageId,
        title: row.title,
        createBy: row.createBy,
        createTime: formatDateTime(row.createTime),
        isRead: row.readTime !== null,
      }));
      return {
        ...table(messages, total?.value ?? 0, request.t('querySuccess')),
        unreadCount: unread?.value ?? 0,
      };
    },
  );

  app.get(
    '/system/msg/inbox/:messageId',
    {
      config: { permission: '@login' },
      schema: {
        tags,
        summary: 'One of the caller’s messages with its content (read marks are separate)',
        params: Type.Object({ messageId: IdParam }),
        response: {
          200: OkSchema(
            Type.Object({
              messageId: Type.Integer(),
              title: Type.String(),
              content: Type.String(),
              createBy: Type.String(),
              createTime: NullableText,
              readTime: NullableText,
            }),
          ),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [row] = await app.db
        .select({
          messageId: m.messageId,
          title: m.title,
          content: m.content,
          createBy: m.createBy,
          createTime: m.createTime,
          readTime: r.readTime,
        })
        .from(m)
        .innerJoin(r, mine(user.userId))
        .where(eq(m.messageId, Number(request.params.messageId)));
      // Another user's message is as unknown as a missing one.
      if (!row) throw new ApiError('msg.notFound');
      return {
        code: 200,
        msg: request.t('querySuccess'),
        data: { ...row, createTime: formatDateTime(row.createTime), readTime: formatDateTime(row.readTime) },
      };
    },
  );

  app.post(
    '/system/msg/inbox/read',
    {
      config: { permission: '@login', operLog: false, repeatSubmit: false },
      schema: {
        tags,
        summary: 'Mark the caller’s messages read (`?messageId=`, or all of them without it)',
        querystring: Type.Object({ messageId: Type.Optional(Type.Integer({ minimum: 1 })) }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await app.db
        .update(r)
        .set({ readTime: new Date() })
        .where(
          and(
            eq(r.userId, user.userId),
            isNull(r.readTime),
            equalsFilter(r.messageId, request.query.messageId),
          ),
        );
      return { code: 200, msg: request.t('success') };
    },
  );

  app.get(
    '/system/msg/recipientOptions',
    {
      config: { permission: 'system:msg:query' },
      schema: {
        tags,
        summary: 'The users and roles a message may go to (active ones)',
        response: {
          200: OkSchema(
            Type.Object({
              users: Type.Array(
                Type.Object({ userId: Type.Integer(), userName: Type.String(), nickName: Type.String() }),
              ),
              roles: Type.Array(Type.Object({ roleId: Type.Integer(), roleName: Type.String() })),
            }),
          ),
        },
      },
    },
    async (request) => {
      const users = await app.db
        .select({ userId: sysUser.userId, userName: sysUser.userName, nickName: sysUser.nickName })
        .from(sysUser)
        .where(and(eq(sysUser.delFlag, '0'), eq(sysUser.status, '0')))
        .orderBy(asc(sysUser.userName))
        .limit(2000);
      const roles = await app.db
        .select({ roleId: sysRole.roleId, roleName: sysRole.roleName })
        .from(sysRole)
        .where(and(eq(sysRole.delFlag, '0'), eq(sysRole.status, '0')))
        .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));
      return { code: 200, msg: request.t('success'), data: { users, roles } };
    },
  );
};

async function withReadCounts<Row extends { messageId: number }>(db: Queryable, rows: Row[]) {
  if (rows.length === 0) return rows;
  const counts = await db
    .select({
      messageId: r.messageId,
      recipients: count(),
      read: sql<number>`count(${r.readTime})::int`,
    })
    .from(r)
    .where(
      inArray(
        r.messageId,
        rows.map((row) => row.messageId),
      ),
    )
    .groupBy(r.messageId);
  const byId = new Map(counts.map((row) => [row.messageId, row]));
  return rows.map((row) => ({
    ...row,
    recipientCount: byId.get(row.messageId)?.recipients ?? 0,
    readCount: Number(byId.get(row.messageId)?.read ?? 0),
  }));
}

/**
 * In-app messages, `/system/msg` (`system:msg:*`): staff write to users and roles; each
 * recipient reads theirs in the navbar inbox (`/system/msg/inbox`), with a read mark each.
 */
export const msgRoutes = defineCrudRoutes({
  basePath: '/system/msg',
  table: m,
  idColumn: m.messageId,
  idName: 'messageId',
  permission: 'system:msg',
  tag: 'system: messages',
  noun: ['message', 'messages'],
  operLogTitle: 'Message',
  notFoundKey: 'msg.notFound',
  labelPrefix: 'msg.field',
  messages: msgMessages,
  out: MessageOut,
  toOut: (row: MessageRow) => ({
    messageId: row.messageId,
    title: row.title,
    content: row.content,
    userIds: idsOf(row.userIds),
    roleIds: idsOf(row.roleIds),
    ...auditOut(row),
  }),
  fields: MessageFields,
  values: (body): MessageValues => ({
    title: body.title.trim(),
    content: body.content.trim(),
    remark: body.remark?.trim() || null,
  }),
  filters: { title: Type.Optional(Type.String({ maxLength: 100 })) },
  where: (filters) => {
    return and(searchFilter(m.title, filters.title), dateRangeOf(filters, m.createTime));
  },
  sortable: { messageId: m.messageId, title: m.title, createTime: m.createTime },
  defaultOrder: [desc(m.createTime), desc(m.messageId)],
  hooks: {
    beforeCreate: async (values, context) => ({ ...values, ...(await checkRecipients(context)) }),
    afterCreate: async (id, values, { db }) => {
      const chosen = values as MessageValues & { userIds: string; roleIds: string };
      await writeRecipients(db, id, idsOf(chosen.userIds), idsOf(chosen.roleIds));
    },
    beforeUpdate: async (values, context) => ({
      ...values,
      ...(await checkRecipients(context, context.previous)),
    }),
    afterUpdate: async (id, values, { db }) => {
      const chosen = values as MessageValues & { userIds: string; roleIds: string };
      await writeRecipients(db, id, idsOf(chosen.userIds), idsOf(chosen.roleIds));
    },
    decorateList: (rows, { db }) => withReadCounts(db, rows),
    decorateOne: async (row, { db }) => {
      const recipients = await db
        .select({
          userId: sysUser.userId,
          userName: sysUser.userName,
          nickName: sysUser.nickName,
          readTime: r.readTime,
        })
        .from(r)
        .innerJoin(sysUser, eq(sysUser.userId, r.userId))
        .where(eq(r.messageId, row.messageId))
        .orderBy(asc(sysUser.userName));
      return {
        ...row,
        recipients: recipients.map((item) => ({ ...item, readTime: formatDateTime(item.readTime) })),
      };
    },
  },
  routes: { export: false, importTemplate: false, importData: false },
  extraRoutes: inboxRoutes,
});
