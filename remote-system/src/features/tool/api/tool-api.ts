import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import type { DictMatch, PermissionMatch } from '../types/tool';
import type { OpenApiDocument } from '../utils/api-operations';

/** The tools screen: the OpenAPI document and the two lookups. */
export const toolApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    openApiDocument: build.query<OpenApiDocument, void>({
      query: () => ({ url: '/docs/json' }),
      keepUnusedDataFor: 600,
    }),
    dictLookup: build.query<DictMatch[], string>({
      query: (keyword) => ({ url: '/system/tool/dictLookup', params: { keyword } }),
      transformResponse: (response: AjaxResult<DictMatch[]>) => response.data ?? [],
    }),
    permissionLookup: build.query<PermissionMatch, string>({
      query: (keyword) => ({ url: '/system/tool/permLookup', params: { keyword } }),
      transformResponse: (response: AjaxResult<PermissionMatch>) =>
        response.data ?? { routes: [], menus: [] },
    }),
  }),
});

export const { useOpenApiDocumentQuery, useDictLookupQuery, usePermissionLookupQuery } = toolApi;
