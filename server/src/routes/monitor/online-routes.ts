import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, desc, gt, like } from 'drizzle-orm';
import { sysSession } from '../../db/schema/sys-session';
import { FailSchema, TableSchema, table } from '../../plugins/envelope';
import { selectPage } from '../../services/crud-queries';
import { formatDateTime } from '../../services/date-format';
import { likePattern, pageNumberFields } from '../../services/paging';
import { deleteSession } from '../../services/sessions';
import { BusinessType } from '../../types/auth';
import { unlockRoute } from './unlock-route';

const OnlineUser = Type.Object({
  tokenId: Type.String(),
  userName: Type.String(),
  deptName: Type.String(),
  ipaddr: Type.String(),
  loginLocation: Type.String(),
  browser: Type.String(),
  os: Type.String(),
  loginTime: Type.Union([Type.String(), Type.Null()]),
});

const ListQuery = Type.Object({
  ...pageNumberFields,
  ipaddr: Type.Optional(Type.String({ maxLength: 128 })),
  userName: Type.Optional(Type.String({ maxLength: 30 })),
});

/**
 * Online users, `/monitor/online` (RuoYi SysUserOnlineController), on the server-side
 * session table: `tokenId` is the session's public id, never the token.
 */
export const onlineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['monitor: online users'];
  // Lifting a login lock sits with the sessions: both undo what a login did.
  await app.register(unlockRoute);

  app.get(
    '/monitor/online/list',
    {
      config: { permission: 'monitor:online:list' },
      schema: {
        tags,
        summary: 'Active sessions, filtered by IP address and user name',
        querystring: ListQuery,
        response: { 200: TableSchema(OnlineUser) },
      },
    },
    async (request) => {
      const query = request.query;
      const ipaddr = query.ipaddr?.trim();
      const userName = query.userName?.trim();
      const where = and(
        gt(sysSession.expireTime, new Date()),
        ipaddr ? like(sysSession.ipaddr, likePattern(ipaddr)) : undefined,
        userName ? like(sysSession.userName, likePattern(userName)) : undefined,
      );
      const { rows, total } = await selectPage(db, sysSession, query, where, [
        desc(sysSession.loginTime),
        desc(sysSession.sessionId),
      ]);
      const sessions = rows.map((row) => ({
        tokenId: row.sessionId,
        userName: row.userName,
        deptName: row.deptName,
        ipaddr: row.ipaddr,
        loginLocation: row.loginLocation,
        browser: row.browser,
        os: row.os,
        loginTime: formatDateTime(row.loginTime),
      }));
      return table(sessions, total, request.t('querySuccess'));
    },
  );

  app.delete(
    '/monitor/online/:tokenId',
    {
      config: {
        permission: 'monitor:online:forceLogout',
        operLog: { title: 'Online users', businessType: BusinessType.force },
      },
      schema: {
        tags,
        summary: 'Force a session out; its token answers 401 from then on',
        params: Type.Object({ tokenId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[\\w-]+$' }) }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      // As in RuoYi, an id that is already gone is not an error: the outcome is the same.
      await deleteSession(db, request.params.tokenId);
      return { code: 200, msg: request.t('success') };
    },
  );
};
