import type { WireBody, WireData } from '@agency/shared/api/wire';
import type { Contract } from '@agency/shared/features/contract/types/contract';
import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import { listAndRows } from '@agency/shared/features/resource/api/list-and-rows';
import type { FillSourceKind } from '../config/fill-source-kinds';

/** A template with its HTML. */
type Template = WireData<'/pact/templates/{id}', 'get'>;

/** Only placeholders still in `html` are replaced; typed `values` always win. */
type FillRequest = WireBody<'/pact/templates/{id}/fill', 'post'>;

/** A lease or customer to pick. */
type FillSourceOption = WireData<'/pact/fill-sources', 'get'>[number];

/** The filled text, every known value, the placeholders still unfilled and all of them. */
type FilledTemplate = WireData<'/pact/templates/{id}/fill', 'post'>;

/** `id` is the template for addcontent, which also takes the placeholder `values`. */
type ContentBody = WireBody<'/pact/contracts/addcontent', 'post'>;

/** A saved contract and its type (1 house, 2 vehicle), which picks the list to go to. */
type SavedContract = WireData<'/pact/contracts/updateContent', 'post'>;

const dataOf = <T>(response: AjaxResult<T>) => response.data as T;

/**
 * The detail screen's calls. Loads and saves are silent: the screen shows
 * 'loadFailed' / 'saveFailed' itself (spec section 8).
 */
const contractDetailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    contractDetail: build.query<Contract, number>({
      query: (id) => ({ url: `/pact/contracts/${id}`, silent: true }),
      transformResponse: dataOf<Contract>,
      providesTags: (_result, _error, id) => [{ type: 'Contract', id: String(id) }],
    }),
    templateDetail: build.query<Template, number>({
      query: (id) => ({ url: `/pact/templates/${id}`, silent: true }),
      transformResponse: dataOf<Template>,
      providesTags: (_result, _error, id) => [{ type: 'Template', id: String(id) }],
    }),
    saveContractContent: build.mutation<SavedContract, { body: ContentBody; fromTemplate: boolean }>({
      query: ({ body, fromTemplate }) => ({
        url: fromTemplate ? '/pact/contracts/addcontent' : '/pact/contracts/updateContent',
        method: 'POST',
        data: body,
        silent: true,
      }),
      transformResponse: dataOf<SavedContract>,
      invalidatesTags: (result) => [
        { type: 'Contract', id: 'LIST' },
        ...(result ? [{ type: 'Contract' as const, id: String(result.id) }] : []),
      ],
    }),
    signContract: build.mutation<SavedContract, { id: number; endDate: string | null }>({
      query: ({ id, endDate }) => ({ url: `/pact/contracts/${id}/sign`, method: 'PUT', data: { endDate } }),
      transformResponse: dataOf<SavedContract>,
      invalidatesTags: (_result, _error, { id }) => listAndRows('Contract', [id]),
    }),
    newContractVersion: build.mutation<SavedContract, number>({
      query: (id) => ({ url: `/pact/contracts/${id}/new-version`, method: 'POST', data: {} }),
      transformResponse: dataOf<SavedContract>,
      invalidatesTags: [{ type: 'Contract', id: 'LIST' }],
    }),
    createShareLink: build.mutation<{ token: string; expiresAt: string }, { id: number; days?: number }>({
      query: ({ id, days }) => ({
        url: `/pact/contracts/${id}/share`,
        method: 'POST',
        data: days === undefined ? {} : { days },
      }),
      transformResponse: dataOf<{ token: string; expiresAt: string }>,
      invalidatesTags: (_result, _error, { id }) => listAndRows('Contract', [id]),
    }),
    revokeShareLink: build.mutation<AjaxResult, number>({
      query: (id) => ({ url: `/pact/contracts/${id}/share`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => listAndRows('Contract', [id]),
    }),
    fillSources: build.query<FillSourceOption[], { kind: FillSourceKind; keyword?: string }>({
      query: (params) => ({ url: '/pact/fill-sources', params }),
      transformResponse: dataOf<FillSourceOption[]>,
    }),
    fillTemplate: build.mutation<FilledTemplate, { id: number; body: FillRequest }>({
      query: ({ id, body }) => ({
        url: `/pact/templates/${id}/fill`,
        method: 'POST',
        data: body,
        silent: true,
      }),
      transformResponse: dataOf<FilledTemplate>,
    }),
    // The page lives outside the layout, where the host does not load user info:
    // the buttons then ask the server which permissions the session holds.
    sessionPermissions: build.query<string[], void>({
      query: () => ({ url: '/getInfo' }),
      transformResponse: (response: { permissions?: string[] | null }) => response.permissions ?? [],
    }),
  }),
});

export const {
  useContractDetailQuery,
  useTemplateDetailQuery,
  useSaveContractContentMutation,
  useSignContractMutation,
  useNewContractVersionMutation,
  useCreateShareLinkMutation,
  useRevokeShareLinkMutation,
  useFillSourcesQuery,
  useFillTemplateMutation,
  useSessionPermissionsQuery,
} = contractDetailApi;
