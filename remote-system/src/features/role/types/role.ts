import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { Narrowed, WireBody, WireRow } from '@agency/shared/api/wire';
import type { EnableStatus } from '@agency/shared/features/resource/types/enable-status';
import type { DeptNode } from '../../user/types/user';

/** RuoYi's data scopes: 1 all, 2 custom departments, 3 own department, 4 own and below, 5 self only. */
export const DATA_SCOPES = wireLimits['/system/role/dataScope'].put.body.dataScope.enum;
export type DataScope = WireBody<'/system/role/dataScope', 'put'>['dataScope'];
export const CUSTOM_SCOPE: DataScope = '2';

/** The administrator role: the server refuses to change it. */
export const ADMIN_ROLE_KEY = 'admin';

/** A role as `/system/role` sends it; `menuIds` (the menus shown checked) only from `GET /system/role/{id}`. */
export type Role = Narrowed<
  WireRow<'/system/role/list', 'get'>,
  { dataScope: DataScope; status: EnableStatus }
>;

export type RoleInput = WireBody<'/system/role', 'post'> & { roleId?: number };

/** A tree node of `treeselect` answers (menus and departments alike). */
export type TreeNode = DeptNode;

/** A user row of the role's assignment lists. */
export type RoleUser = Narrowed<
  WireRow<'/system/role/authUser/allocatedList', 'get'>,
  { status: EnableStatus }
>;
