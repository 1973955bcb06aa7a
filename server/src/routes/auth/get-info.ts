import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { requireUser } from '../../plugins/auth';
import { formatDateTime } from '../../services/date-format';
import { adminRoleKey, allPermissions, loadUserRoles } from '../../services/user-access';
import { findUserWithDept } from '../../services/users';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const UserInfo = Type.Object({
  userId: Type.Integer(),
  deptId: Nullable(Type.Integer()),
  userName: Type.String(),
  nickName: Type.String(),
  userType: Type.String(),
  email: Type.String(),
  phonenumber: Type.String(),
  sex: Type.String(),
  avatar: Type.String(),
  status: Type.String(),
  loginIp: Type.String(),
  loginDate: Nullable(Type.String()),
  createTime: Nullable(Type.String()),
  remark: Nullable(Type.String()),
  admin: Type.Boolean(),
  dept: Nullable(
    Type.Object({ deptId: Type.Integer(), deptName: Type.String(), leader: Nullable(Type.String()) }),
  ),
  roles: Type.Array(Type.Object({ roleId: Type.Integer(), roleKey: Type.String(), roleName: Type.String() })),
});

const GetInfoResponse = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  user: Type.Optional(UserInfo),
  roles: Type.Optional(Type.Array(Type.String())),
  permissions: Type.Optional(Type.Array(Type.String())),
});

/** GET /getInfo -> `{user, roles, permissions}`; the admin role gets ["admin"] and ["*:*:*"]. */
export const getInfoRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/getInfo',
    {
      config: { permission: '@login' },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: GetInfoResponse } },
    },
    async (request) => {
      const auth = requireUser(request);
      const row = await findUserWithDept(app.db, auth.userId);
      if (!row) throw new Error('signed-in user vanished');
      const { user, dept } = row;
      const roles = await loadUserRoles(app.db, auth.userId);
      return {
        code: 200,
        msg: request.t('success'),
        user: {
          userId: user.userId,
          deptId: user.deptId,
          userName: user.userName,
          nickName: user.nickName,
          userType: user.userType,
          email: user.email,
          phonenumber: user.phonenumber,
          sex: user.sex,
          avatar: user.avatar,
          status: user.status,
          loginIp: user.loginIp,
          loginDate: formatDateTime(user.loginDate),
          createTime: formatDateTime(user.createTime),
          remark: user.remark,
          admin: auth.isAdmin,
          dept: dept ? { deptId: dept.deptId, deptName: dept.deptName, leader: dept.leader } : null,
          roles,
        },
        roles: auth.isAdmin ? [adminRoleKey] : auth.roles,
        permissions: auth.isAdmin ? [allPermissions] : auth.permissions,
      };
    },
  );
};
