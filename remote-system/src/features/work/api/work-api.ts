import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult, TableResult } from '@agency/shared/features/request/types/envelope';
import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { StaffWorkSummary, Work, WorkInput } from '../types/work';

export const WORK_BASE = '/system/work';

/** Work records (`/system/work`): the kit's list, get, add, edit, delete and export. */
export const workApi = createResourceApi<Work, WorkInput>({
  name: 'work',
  base: WORK_BASE,
  tag: 'Work',
  idKey: 'workId',
});

/** A period as the list's date range takes it (`YYYY-MM-DD`, both days included). */
export interface Period {
  begin: string;
  end: string;
}

const workViewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every record starting in the period (a month of the calendar), up to 1000. */
    workInPeriod: build.query<Work[], Period>({
      query: ({ begin, end }) => ({
        url: `${WORK_BASE}/list`,
        params: { pageNum: 1, pageSize: 1000, 'params[beginTime]': begin, 'params[endTime]': end },
      }),
      transformResponse: (body: TableResult<Work>) => body.rows ?? [],
      providesTags: [{ type: 'Work', id: 'LIST' }],
    }),
    /** Per staff member: records in the period by result. */
    staffWorkSummary: build.query<StaffWorkSummary[], Period | null>({
      query: (period) => ({
        url: `${WORK_BASE}/staffSummary`,
        params: period ? { 'params[beginTime]': period.begin, 'params[endTime]': period.end } : {},
      }),
      transformResponse: (body: AjaxResult<StaffWorkSummary[]>) => body.data ?? [],
      providesTags: [{ type: 'Work', id: 'LIST' }],
    }),
  }),
});

export const { useWorkInPeriodQuery, useStaffWorkSummaryQuery } = workViewsApi;
