import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import { listAndRows } from '@agency/shared/features/resource/api/list-and-rows';
import type { TemplateRow, UploadedTemplate } from '../types/template';

/** Multipart field `fileType` of the upload: 1 is a contract template. */
export const TEMPLATE_FILE_TYPE = '1';

/** `type` of the template list query: 1 is the house contract template. */
const TEMPLATE_TYPE = 1;

/**
 * Templates: `POST /pact/templates` (type 1) lists them, `GET /pact/templates/{id}`
 * (the kit's default) reads one, `DELETE /pact/deleteTemplate/{ids}` deletes.
 */
export const templateApi = createResourceApi<TemplateRow>({
  name: 'template',
  base: '/pact/templates',
  tag: 'Template',
  list: { url: '/pact/templates', method: 'post', body: (query) => ({ ...query, type: TEMPLATE_TYPE }) },
  deleteUrl: (ids) => `/pact/deleteTemplate/${ids.join(',')}`,
});

/** The upload, and the contracts a deleted template leaves without their basis. */
const templateFileApi = baseApi
  .enhanceEndpoints({
    endpoints: {
      templateDelete: {
        invalidatesTags: (_result: unknown, _error: unknown, ids: readonly (number | string)[]) => [
          ...listAndRows('Template', ids),
          { type: 'Contract' as const, id: 'LIST' },
        ],
      },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
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
    }),
  });

export const { useUploadTemplateMutation } = templateFileApi;
