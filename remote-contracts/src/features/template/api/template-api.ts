import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult, TableResult } from '@agency/shared/features/request/types/envelope';
import type {
  Template,
  TemplateListQuery,
  TemplatePage,
  TemplateRow,
  UploadedTemplate,
} from '../types/template';

/** Multipart field `fileType` of the upload: 1 is a contract template. */
export const TEMPLATE_FILE_TYPE = '1';

export const templateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTemplates: build.query<TemplatePage, TemplateListQuery>({
      // A refresh may repeat the same body within a second: not a duplicate submit.
      // Silent: the page shows 'loadFaile' itself (spec section 8).
      query: (body) => ({
        url: '/pact/templates',
        method: 'POST',
        data: body,
        repeatSubmit: false,
        silent: true,
      }),
      transformResponse: (response: TableResult<TemplateRow>) => ({
        rows: response.rows ?? [],
        total: response.total ?? 0,
      }),
      providesTags: (result) => [
        { type: 'Template' as const, id: 'LIST' },
        ...(result?.rows ?? []).map((row) => ({ type: 'Template' as const, id: row.id })),
      ],
    }),
    getTemplate: build.query<Template, number>({
      query: (id) => ({ url: `/pact/templates/${id}` }),
      transformResponse: (response: AjaxResult<Template>) => response.data as Template,
      providesTags: (_result, _error, id) => [{ type: 'Template' as const, id }],
    }),
    uploadTemplate: build.mutation<UploadedTemplate, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file);
        form.append('fileType', TEMPLATE_FILE_TYPE);
        return {
          url: '/pact/templates/upload-and-create',
          method: 'POST',
          data: form,
          // axios drops this header for FormData, so the browser adds the boundary.
          headers: { 'Content-Type': 'multipart/form-data' },
          // The page shows the server's msg or 'uploadError' itself (spec section 8).
          silent: true,
        };
      },
      transformResponse: (response: AjaxResult<UploadedTemplate>) => response.data as UploadedTemplate,
      invalidatesTags: [
        { type: 'Template', id: 'LIST' },
        { type: 'Contract', id: 'LIST' },
      ],
    }),
    deleteTemplates: build.mutation<void, number[]>({
      query: (ids) => ({ url: `/pact/deleteTemplate/${ids.join(',')}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: [
        { type: 'Template', id: 'LIST' },
        { type: 'Contract', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useListTemplatesQuery,
  useGetTemplateQuery,
  useUploadTemplateMutation,
  useDeleteTemplatesMutation,
} = templateApi;
