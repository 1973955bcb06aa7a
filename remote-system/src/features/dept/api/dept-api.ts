import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { Dept, DeptInput } from '../types/dept';

/** Departments (`/system/dept`, RuoYi SysDeptController): the whole tree as one flat list, one, add, edit, delete. */
export const deptApi = createResourceApi<Dept, DeptInput>({
  name: 'dept',
  base: '/system/dept',
  tag: 'Dept',
  idKey: 'deptId',
  list: { flat: true },
  // One department per call (the server refuses one with sub-departments or users).
  deleteUrl: (ids) => `/system/dept/${ids[0]}`,
});

/** The departments a department may move under (not itself or below it). */
export const deptParentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deptParents: build.query<Dept[], number>({
      query: (deptId) => ({ url: `/system/dept/list/exclude/${deptId}` }),
      transformResponse: (response: AjaxResult<Dept[]>) => response.data ?? [],
      providesTags: [{ type: 'Dept', id: 'LIST' }],
    }),
  }),
});

export const { useDeptParentsQuery } = deptParentsApi;
