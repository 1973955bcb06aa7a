import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult, TableResult } from '@agency/shared/features/request/types/envelope';
import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import { listAndRows } from '@agency/shared/features/resource/api/list-and-rows';
import type { EnableStatus } from '@agency/shared/features/resource/types/enable-status';
import type { DeptNode as TreeNode } from '../../user/types/user';
import type { DataScope, Role, RoleInput, RoleUser } from '../types/role';

const ROLE_BASE = '/system/role';

/** Roles (`/system/role`): the kit's list, get, add, edit, delete and export. */
export const roleApi = createResourceApi<Role, RoleInput>({
  name: 'role',
  base: ROLE_BASE,
  tag: 'Role',
  idKey: 'roleId',
});

const touched = (roleId: number) => listAndRows('Role', [roleId]);
/** The user lists of a role change with every grant; users' own roles too. */
const assignments = [
  { type: 'Role' as const, id: 'USERS' },
  { type: 'User' as const, id: 'LIST' },
];

export interface RoleUsersQuery {
  roleId: number;
  pageNum: number;
  pageSize: number;
  userName?: string;
  phonenumber?: string;
}

/** The role screen's own calls beside the kit's (RuoYi SysRoleController and menu trees). */
export const roleExtraApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The menus the caller may grant (a role's checked ones come with `GET /system/role/{id}`). */
    menuTreeSelect: build.query<TreeNode[], void>({
      query: () => ({ url: '/system/menu/treeselect' }),
      transformResponse: (response: AjaxResult<TreeNode[]>) => response.data ?? [],
      providesTags: [{ type: 'Menu', id: 'LIST' }],
    }),
    roleDeptTree: build.query<{ depts: TreeNode[]; checkedKeys: number[] }, number>({
      query: (roleId) => ({ url: `${ROLE_BASE}/deptTree/${roleId}` }),
      transformResponse: (response: AjaxResult & { depts?: TreeNode[]; checkedKeys?: number[] }) => ({
        depts: response.depts ?? [],
        checkedKeys: response.checkedKeys ?? [],
      }),
      providesTags: (_r, _e, roleId) => [{ type: 'Role', id: String(roleId) }],
    }),
    changeRoleStatus: build.mutation<AjaxResult, { roleId: number; status: EnableStatus }>({
      query: (data) => ({ url: `${ROLE_BASE}/changeStatus`, method: 'put', data }),
      invalidatesTags: (_r, _e, { roleId }) => touched(roleId),
    }),
    saveRoleDataScope: build.mutation<
      AjaxResult,
      { roleId: number; dataScope: DataScope; deptIds: number[]; deptCheckStrictly: boolean }
    >({
      query: (data) => ({ url: `${ROLE_BASE}/dataScope`, method: 'put', data }),
      invalidatesTags: (_r, _e, { roleId }) => touched(roleId),
    }),
    roleUsers: build.query<TableResult<RoleUser>, RoleUsersQuery & { allocated: boolean }>({
      query: ({ allocated, ...params }) => ({
        url: `${ROLE_BASE}/authUser/${allocated ? 'allocatedList' : 'unallocatedList'}`,
        params,
      }),
      providesTags: [{ type: 'Role', id: 'USERS' }],
    }),
    cancelRoleUser: build.mutation<AjaxResult, { roleId: number; userId: number }>({
      query: (data) => ({ url: `${ROLE_BASE}/authUser/cancel`, method: 'put', data }),
      invalidatesTags: assignments,
    }),
    /** RuoYi-Vue3 sends both as a query string. */
    setRoleUsers: build.mutation<AjaxResult, { roleId: number; userIds: readonly number[]; grant: boolean }>({
      query: ({ roleId, userIds, grant }) => ({
        url: `${ROLE_BASE}/authUser/${grant ? 'selectAll' : 'cancelAll'}`,
        method: 'put',
        params: { roleId, userIds: userIds.join(',') },
      }),
      invalidatesTags: assignments,
    }),
  }),
});

export const {
  useMenuTreeSelectQuery,
  useRoleDeptTreeQuery,
  useChangeRoleStatusMutation,
  useSaveRoleDataScopeMutation,
  useRoleUsersQuery,
  useCancelRoleUserMutation,
  useSetRoleUsersMutation,
} = roleExtraApi;
