import { type Static, Type } from '@sinclair/typebox';
import type { sysUser } from '../../db/schema/sys-user';
import { AuditSchemaFields } from '../../services/audit';
import { NullableInteger, NullableString } from '../../services/crud-schemas';
import { pageQueryFields } from '../../services/paging';

// Wire shapes of `/system/user` (RuoYi SysUserController), shared by its routes and tests.

export const StatusValue = Type.Union([Type.Literal('0'), Type.Literal('1')]);
const SexValue = Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('2')]);
const Ids = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100 });

/** A user's ids, names, contact and picture: the user answers and the profile both start with them. */
export const UserCardFields = {
  userId: Type.Integer(),
  deptId: Type.Union([Type.Integer(), Type.Null()]),
  userName: Type.String(),
  nickName: Type.String(),
  email: Type.String(),
  phonenumber: Type.String(),
  sex: Type.String(),
  avatar: Type.String(),
};

/** {@link UserCardFields} of a user row. */
export function userCardOf(user: typeof sysUser.$inferSelect) {
  return {
    userId: user.userId,
    deptId: user.deptId,
    userName: user.userName,
    nickName: user.nickName,
    email: user.email,
    phonenumber: user.phonenumber,
    sex: user.sex,
    avatar: user.avatar,
  };
}

/** A user as lists and forms read it (never the password). */
export const UserOut = Type.Object({
  ...UserCardFields,
  status: Type.String(),
  loginIp: Type.String(),
  loginDate: Type.Union([Type.String(), Type.Null()]),
  deptName: Type.Union([Type.String(), Type.Null()]),
  dept: Type.Union([
    Type.Object({
      deptId: Type.Integer(),
      deptName: Type.String(),
      leader: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  /** In `GET /system/user/{id}` only (also beside `data`, as RuoYi sends them). */
  roleIds: Type.Optional(Type.Array(Type.Integer())),
  postIds: Type.Optional(Type.Array(Type.Integer())),
  ...AuditSchemaFields,
});
export type UserOut = Static<typeof UserOut>;

export const UserFilterFields = {
  userName: Type.Optional(Type.String({ maxLength: 30 })),
  phonenumber: Type.Optional(Type.String({ maxLength: 20 })),
  status: Type.Optional(Type.Union([StatusValue, Type.Literal('')])),
  /** The department and every department below it. */
  deptId: Type.Optional(Type.Integer({ minimum: 1 })),
};
export const UserListQuery = Type.Object({ ...pageQueryFields, ...UserFilterFields });
export type UserListQuery = Static<typeof UserListQuery>;

/** Add and edit body; edit adds `userId` (the login name cannot change). */
export const UserFields = {
  deptId: Type.Optional(NullableInteger({ minimum: 1 })),
  // RuoYi: login name 2-20 characters.
  userName: Type.String({ minLength: 2, maxLength: 20, pattern: '^[^\\s,]+$' }),
  nickName: Type.String({ minLength: 1, maxLength: 30, pattern: '\\S' }),
  /** Add only; checked against the password policy in the hook (not needed by the import). */
  password: Type.Optional(NullableString({ maxLength: 20 })),
  email: Type.Optional(
    Type.Union([Type.String({ format: 'email', maxLength: 50 }), Type.Literal(''), Type.Null()]),
  ),
  phonenumber: Type.Optional(
    Type.Union([
      Type.String({ minLength: 5, maxLength: 20, pattern: '^\\+?[0-9][0-9 ()-]*$' }),
      Type.Literal(''),
      Type.Null(),
    ]),
  ),
  // RuoYi clients may send null for "not chosen".
  sex: Type.Optional(Type.Union([SexValue, Type.Null()])),
  status: Type.Optional(StatusValue),
  remark: Type.Optional(NullableString({ maxLength: 500 })),
  postIds: Type.Optional(Ids),
  roleIds: Type.Optional(Ids),
};

export const ChangeStatusBody = Type.Object({ userId: Type.Integer({ minimum: 1 }), status: StatusValue });
export const ResetPwdBody = Type.Object({
  userId: Type.Integer({ minimum: 1 }),
  password: Type.String({ minLength: 1, maxLength: 100 }),
});
export const AuthRoleQuery = Type.Object({
  userId: Type.Integer({ minimum: 1 }),
  roleIds: Type.Optional(Type.String({ pattern: '^(\\d+(,\\d+)*)?$', maxLength: 2000 })),
});

/** A role as the user form and the role assignment page read it. */
export const RoleOption = Type.Object({
  roleId: Type.Integer(),
  roleName: Type.String(),
  roleKey: Type.String(),
  roleSort: Type.Integer(),
  status: Type.String(),
  createTime: Type.Union([Type.String(), Type.Null()]),
  /** Whether the user holds the role (role assignment page). */
  flag: Type.Boolean(),
});
export const PostOption = Type.Object({
  postId: Type.Integer(),
  postCode: Type.String(),
  postName: Type.String(),
  status: Type.String(),
});

export const TreeNodeSchema = Type.Recursive((This) =>
  Type.Object({
    id: Type.Integer(),
    label: Type.String(),
    disabled: Type.Boolean(),
    children: Type.Optional(Type.Array(This)),
  }),
);
