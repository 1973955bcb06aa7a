import type { Narrowed, WireAnswer } from '@agency/shared/api/wire';
import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import { listAndRows } from '@agency/shared/features/resource/api/list-and-rows';
import type { EnableStatus } from '@agency/shared/features/resource/types/enable-status';
import type { DeptNode, RoleChoice, User, UserInput } from '../types/user';

type PostChoice = Narrowed<
  NonNullable<WireAnswer<'/system/user/', 'get'>['posts']>[number],
  { status: EnableStatus }
>;

const USER_BASE = '/system/user';

/** Users (`/system/user`): the kit's list, get, add, edit, delete, export and import. */
export const userApi = createResourceApi<User, UserInput>({
  name: 'user',
  base: USER_BASE,
  tag: 'User',
  idKey: 'userId',
});

const touched = (userId: number) => listAndRows('User', [userId]);

/** The user screen's own calls beside the kit's (RuoYi SysUserController). */
export const userExtraApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    userDeptTree: build.query<DeptNode[], void>({
      query: () => ({ url: `${USER_BASE}/deptTree` }),
      transformResponse: (response: AjaxResult<DeptNode[]>) => response.data ?? [],
      // The department screen's changes invalidate the department list (LIST): the tree follows them.
      providesTags: [
        { type: 'Dept', id: 'TREE' },
        { type: 'Dept', id: 'LIST' },
      ],
    }),
    /** The roles and posts the add and edit forms offer (`GET /system/user/`). */
    userChoices: build.query<{ roles: RoleChoice[]; posts: PostChoice[] }, void>({
      query: () => ({ url: `${USER_BASE}/` }),
      transformResponse: (response: AjaxResult & { roles?: RoleChoice[]; posts?: PostChoice[] }) => ({
        roles: response.roles ?? [],
        posts: response.posts ?? [],
      }),
      providesTags: [
        { type: 'Role', id: 'LIST' },
        { type: 'Post', id: 'LIST' },
      ],
    }),
    changeUserStatus: build.mutation<AjaxResult, { userId: number; status: EnableStatus }>({
      query: (data) => ({ url: `${USER_BASE}/changeStatus`, method: 'put', data }),
      invalidatesTags: (_r, _e, { userId }) => touched(userId),
    }),
    resetUserPassword: build.mutation<AjaxResult, { userId: number; password: string }>({
      query: (data) => ({ url: `${USER_BASE}/resetPwd`, method: 'put', data }),
    }),
    userAuthRole: build.query<{ user: User | null; roles: RoleChoice[] }, number>({
      query: (userId) => ({ url: `${USER_BASE}/authRole/${userId}` }),
      transformResponse: (response: AjaxResult & { user?: User; roles?: RoleChoice[] }) => ({
        user: response.user ?? null,
        roles: response.roles ?? [],
      }),
      providesTags: (_r, _e, userId) => [{ type: 'User', id: String(userId) }],
    }),
    /** RuoYi-Vue3 sends the ids in the query string, not a body. */
    saveUserAuthRole: build.mutation<AjaxResult, { userId: number; roleIds: readonly number[] }>({
      query: ({ userId, roleIds }) => ({
        url: `${USER_BASE}/authRole`,
        method: 'put',
        params: { userId, roleIds: roleIds.join(',') },
      }),
      invalidatesTags: (_r, _e, { userId }) => touched(userId),
    }),
  }),
});

export const {
  useUserDeptTreeQuery,
  useUserChoicesQuery,
  useChangeUserStatusMutation,
  useResetUserPasswordMutation,
  useUserAuthRoleQuery,
  useSaveUserAuthRoleMutation,
} = userExtraApi;
