import type { DeptNode, EnableStatus } from '../../user/types/user';

/** RuoYi's data scopes: 1 all, 2 custom departments, 3 own department, 4 own and below, 5 self only. */
export const DATA_SCOPES = ['1', '2', '3', '4', '5'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];
export const CUSTOM_SCOPE: DataScope = '2';

/** The administrator role: the server refuses to change it. */
export const ADMIN_ROLE_KEY = 'admin';

export interface Role {
  roleId: number;
  roleName: string;
  roleKey: string;
  roleSort: number;
  dataScope: DataScope;
  /** RuoYi's name for "parents and children linked" in the menu tree. */
  menuCheckStrictly: boolean;
  deptCheckStrictly: boolean;
  status: EnableStatus;
  /** `GET /system/role/{id}` only: the menus shown checked. */
  menuIds?: number[];
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  remark: string | null;
}

export interface RoleInput {
  roleId?: number;
  roleName: string;
  roleKey: string;
  roleSort: number;
  status: EnableStatus;
  menuCheckStrictly: boolean;
  menuIds: number[];
  remark: string | null;
}

/** A tree node of `treeselect` answers (menus and departments alike). */
export type TreeNode = DeptNode;

/** A user row of the role's assignment lists. */
export interface RoleUser {
  userId: number;
  userName: string;
  nickName: string;
  email: string;
  phonenumber: string;
  status: EnableStatus;
  deptName: string | null;
  createTime: string | null;
}
