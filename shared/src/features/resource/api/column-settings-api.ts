import type { WireBody } from '../../../api/wire';
import { baseApi } from '../../request/api/base-api';
import type { AjaxResult } from '../../request/types/envelope';

/** A column choice as the server keeps it; the array order is the column order. */
export type SavedColumn = WireBody<'/system/user/columnSettings/{pageKey}', 'put'>['columns'][number];

const BASE = '/system/user/columnSettings';

interface SaveArgs {
  pageKey: string;
  columns: SavedColumn[];
}

/**
 * The signed-in user's column choices per screen, kept on the server so they
 * follow the user to another browser.
 */
export const columnSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getColumnSettings: build.query<SavedColumn[] | null, string>({
      query: (pageKey) => ({ url: `${BASE}/${encodeURIComponent(pageKey)}`, silent: true }),
      transformResponse: (response: AjaxResult<{ columns: SavedColumn[] } | null>) =>
        response.data?.columns ?? null,
      providesTags: (_result, _error, pageKey) => [{ type: 'ColumnSettings', id: pageKey }],
    }),
    saveColumnSettings: build.mutation<AjaxResult, SaveArgs>({
      query: ({ pageKey, columns }) => ({
        url: `${BASE}/${encodeURIComponent(pageKey)}`,
        method: 'put',
        data: { columns },
        // Two quick changes in the column dialog are two choices, not a double submit.
        repeatSubmit: false,
      }),
      // The screen follows the choice at once; a failed save is reported and undone.
      async onQueryStarted({ pageKey, columns }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          columnSettingsApi.util.updateQueryData('getColumnSettings', pageKey, () => columns),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    resetColumnSettings: build.mutation<AjaxResult, string>({
      query: (pageKey) => ({ url: `${BASE}/${encodeURIComponent(pageKey)}`, method: 'delete' }),
      invalidatesTags: (_result, _error, pageKey) => [{ type: 'ColumnSettings', id: pageKey }],
    }),
  }),
});

export const { useGetColumnSettingsQuery, useSaveColumnSettingsMutation, useResetColumnSettingsMutation } =
  columnSettingsApi;
