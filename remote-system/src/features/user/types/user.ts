/** `status` of users, roles and posts: 0 normal, 1 disabled (`sys_normal_disable`). */
export type { EnableStatus } from '@agency/shared/features/resource/types/enable-status';

import type { EnableStatus } from '@agency/shared/features/resource/types/enable-status';

export const USER_SEX_DICT = 'sys_user_sex';
export const NORMAL_DISABLE_DICT = 'sys_normal_disable';

/** The built-in administrator account: the server refuses to change it from this screen. */
export const ADMIN_USER_NAME = 'admin';

/** A user as `/system/user/list` and `/system/user/{id}` send it. */
export interface User {
  userId: number;
  deptId: number | null;
  userName: string;
  nickName: string;
  email: string;
  phonenumber: string;
  sex: string;
  avatar: string;
  status: EnableStatus;
  loginIp: string;
  loginDate: string | null;
  deptName: string | null;
  dept: { deptId: number; deptName: string; leader: string | null } | null;
  /** Only in `GET /system/user/{id}`. */
  roleIds?: number[];
  postIds?: number[];
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  remark: string | null;
}

/** Body of `POST /system/user` (with `password`) and `PUT /system/user` (with `userId`). */
export interface UserInput {
  userId?: number;
  deptId: number | null;
  userName: string;
  nickName: string;
  password?: string;
  email: string | null;
  phonenumber: string | null;
  sex: string;
  status: EnableStatus;
  remark: string | null;
  roleIds: number[];
  postIds: number[];
}

/** A node of `GET /system/user/deptTree` (RuoYi's TreeSelect). */
export interface DeptNode {
  id: number;
  label: string;
  disabled: boolean;
  children?: DeptNode[];
}

/** A role to grant (`flag`: the user holds it). */
export interface RoleChoice {
  roleId: number;
  roleName: string;
  roleKey: string;
  roleSort: number;
  status: EnableStatus;
  createTime: string | null;
  flag: boolean;
}

export interface PostChoice {
  postId: number;
  postCode: string;
  postName: string;
  status: EnableStatus;
}
