import { type Static, Type } from '@sinclair/typebox';
import { AuditSchemaFields } from '../../services/audit';
import { NullableString } from '../../services/crud-schemas';
import { dataScopes } from '../../services/data-scope';
import { pageQueryFields } from '../../services/paging';
import { StatusValue } from './user-schemas';

// Wire shapes of `/system/role` (RuoYi SysRoleController).

const Ids = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 2000 });
export const DataScopeValue = Type.Union(dataScopes.map((scope) => Type.Literal(scope)));

export const RoleOut = Type.Object({
  roleId: Type.Integer(),
  roleName: Type.String(),
  roleKey: Type.String(),
  roleSort: Type.Integer(),
  dataScope: Type.String(),
  menuCheckStrictly: Type.Boolean(),
  deptCheckStrictly: Type.Boolean(),
  status: Type.String(),
  /** In `GET /system/role/{id}` only: the menus to show checked (parents left out when linked). */
  menuIds: Type.Optional(Type.Array(Type.Integer())),
  ...AuditSchemaFields,
});
export type RoleOut = Static<typeof RoleOut>;

export const RoleFilterFields = {
  roleName: Type.Optional(Type.String({ maxLength: 30 })),
  roleKey: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.Union([StatusValue, Type.Literal('')])),
};
export const RoleListQuery = Type.Object({ ...pageQueryFields, ...RoleFilterFields });
export type RoleListQuery = Static<typeof RoleListQuery>;

export const RoleFields = {
  roleName: Type.String({ minLength: 1, maxLength: 30, pattern: '\\S' }),
  // A role key is a permission-like word: no spaces or commas (it is listed in `roles`).
  roleKey: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_:.-]+$' }),
  roleSort: Type.Integer({ minimum: 0, maximum: 9999 }),
  status: Type.Optional(StatusValue),
  menuIds: Type.Optional(Ids),
  menuCheckStrictly: Type.Optional(Type.Boolean()),
  deptCheckStrictly: Type.Optional(Type.Boolean()),
  remark: Type.Optional(NullableString({ maxLength: 500 })),
};

export const RoleStatusBody = Type.Object({ roleId: Type.Integer({ minimum: 1 }), status: StatusValue });

export const DataScopeBody = Type.Object({
  roleId: Type.Integer({ minimum: 1 }),
  dataScope: DataScopeValue,
  deptIds: Type.Optional(Ids),
  deptCheckStrictly: Type.Optional(Type.Boolean()),
});

export const AuthUserQuery = Type.Object({
  ...pageQueryFields,
  roleId: Type.Integer({ minimum: 1 }),
  userName: Type.Optional(Type.String({ maxLength: 30 })),
  phonenumber: Type.Optional(Type.String({ maxLength: 20 })),
});

export const AuthUserRow = Type.Object({
  userId: Type.Integer(),
  userName: Type.String(),
  nickName: Type.String(),
  email: Type.String(),
  phonenumber: Type.String(),
  status: Type.String(),
  deptName: Type.Union([Type.String(), Type.Null()]),
  createTime: Type.Union([Type.String(), Type.Null()]),
});

export const CancelBody = Type.Object({
  userId: Type.Integer({ minimum: 1 }),
  roleId: Type.Integer({ minimum: 1 }),
});
export const UsersOfRoleQuery = Type.Object({
  roleId: Type.Integer({ minimum: 1 }),
  userIds: Type.String({ pattern: '^[1-9]\\d{0,14}(,[1-9]\\d{0,14}){0,499}$', maxLength: 8000 }),
});
