import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import type { Dept, DeptInput } from '../types/dept';

const DEPT_BASE = '/system/dept';
const LIST = { type: 'Dept' as const, id: 'LIST' };
/** A department change also changes the user screen's tree ('TREE'). */
const CHANGED = [LIST, { type: 'Dept' as const, id: 'TREE' }];

/** Departments (`/system/dept`, RuoYi SysDeptController): a flat list, one, add, edit, delete. */
export const deptApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deptList: build.query<Dept[], { deptName?: string; status?: string }>({
      query: (params) => ({ url: `${DEPT_BASE}/list`, params }),
      transformResponse: (response: AjaxResult<Dept[]>) => response.data ?? [],
      providesTags: [LIST],
    }),
    /** The departments a department may move under (not itself or below it). */
    deptParents: build.query<Dept[], number>({
      query: (deptId) => ({ url: `${DEPT_BASE}/list/exclude/${deptId}` }),
      transformResponse: (response: AjaxResult<Dept[]>) => response.data ?? [],
      providesTags: [LIST],
    }),
    deptGet: build.query<Dept, number>({
      query: (deptId) => ({ url: `${DEPT_BASE}/${deptId}` }),
      transformResponse: (response: AjaxResult<Dept>) => response.data as Dept,
      providesTags: (_r, _e, deptId) => [{ type: 'Dept', id: String(deptId) }],
    }),
    deptAdd: build.mutation<AjaxResult, DeptInput>({
      query: (data) => ({ url: DEPT_BASE, method: 'post', data }),
      invalidatesTags: CHANGED,
    }),
    deptUpdate: build.mutation<AjaxResult, DeptInput>({
      query: (data) => ({ url: DEPT_BASE, method: 'put', data }),
      invalidatesTags: (_r, _e, input) => [...CHANGED, { type: 'Dept', id: String(input.deptId) }],
    }),
    deptDelete: build.mutation<AjaxResult, number>({
      query: (deptId) => ({ url: `${DEPT_BASE}/${deptId}`, method: 'delete' }),
      invalidatesTags: CHANGED,
    }),
  }),
});

export const {
  useDeptListQuery,
  useDeptParentsQuery,
  useDeptGetQuery,
  useDeptAddMutation,
  useDeptUpdateMutation,
  useDeptDeleteMutation,
} = deptApi;
