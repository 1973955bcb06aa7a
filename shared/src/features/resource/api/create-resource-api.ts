import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { TypedUseMutation, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { type BaseTagType, baseApi, type RequestArgs } from '../../request/api/base-api';
import { download } from '../../request/api/download';
import type { ApiError } from '../../request/types/api-error';
import type { AjaxResult, TableResult } from '../../request/types/envelope';
import type { ListQuery } from '../types/list-state';
import { listAndRows } from './list-and-rows';

type BaseQuery = BaseQueryFn<string | RequestArgs, unknown, ApiError>;

export type RowId = number | string;

/** Where a resource lives on the server, as the screens read it from `api.options`. */
export interface ResourceApiOptions<Row> {
  /** Unique among the product's resources: endpoint names are `<name>List`, `<name>Get`... */
  name: string;
  /** `/system/houseVillage` */
  base: string;
  tag: BaseTagType;
  /** The row property that identifies it (`id`, `noticeId`). */
  idKey: keyof Row & string;
  /** Default `GET <base>/list`; a POST list sends the query (or `body(query)`) as JSON. */
  list?: {
    url?: string;
    method?: 'get' | 'post';
    body?: (query: ListQuery) => Record<string, unknown>;
    /** The list answers every row at once in `data` (RuoYi's tree lists: menus, departments). */
    flat?: boolean;
  };
  /** Default `GET <base>/<id>`. */
  getUrl?: (id: RowId) => string;
  /** Default `DELETE <base>/<ids>`. */
  deleteUrl?: (ids: readonly RowId[]) => string;
  /** Defaults `<base>/export`, `<base>/importData`, `<base>/importTemplate`. */
  exportUrl?: string;
  importUrl?: string;
  importTemplateUrl?: string;
}

/**
 * What a resource declares: every path but `base` has the RuoYi default, and `idKey` may be
 * left out when the row is identified by `id` (the product's own tables; RuoYi's say `roleId`).
 */
export type ResourceApiDeclaration<Row> = Omit<ResourceApiOptions<Row>, 'idKey'> &
  ('id' extends keyof Row ? { idKey?: keyof Row & string } : { idKey: keyof Row & string });

/** A resource's RTK Query hooks and file calls, made by {@link createResourceApi}. */
export interface ResourceApi<Row, Input = Partial<Row>> {
  options: ResourceApiOptions<Row>;
  useList: TypedUseQuery<TableResult<Row>, ListQuery, BaseQuery>;
  useGet: TypedUseQuery<Row, RowId, BaseQuery>;
  useAdd: TypedUseMutation<AjaxResult, Input, BaseQuery>;
  useUpdate: TypedUseMutation<AjaxResult, Input, BaseQuery>;
  useDelete: TypedUseMutation<AjaxResult, readonly RowId[], BaseQuery>;
  /** Saves the rows matching `filters` as an xlsx workbook. */
  exportRows: (filters: Record<string, unknown>, filename: string) => Promise<boolean>;
  /** Saves the import template. */
  downloadTemplate: (filename: string) => Promise<boolean>;
  importUrl: string;
}

/**
 * The list, get, add, edit and delete endpoints of one resource, injected into
 * the product's one RTK Query API with list and row cache tags, plus its export
 * and import calls. A screen with special calls injects them beside these.
 */
export function createResourceApi<Row, Input = Partial<Row>>(
  declaration: ResourceApiDeclaration<Row>,
): ResourceApi<Row, Input> {
  const options: ResourceApiOptions<Row> = {
    ...declaration,
    idKey: (declaration as { idKey?: keyof Row & string }).idKey ?? ('id' as keyof Row & string),
  };
  const { name, base, tag, idKey } = options;
  const listTag = { type: tag, id: 'LIST' } as const;
  const api = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [`${name}List`]: build.query<TableResult<Row>, ListQuery>({
        query: (query) =>
          options.list?.method === 'post'
            ? {
                url: options.list.url ?? `${base}/list`,
                method: 'post',
                data: options.list.body ? options.list.body(query) : query,
                // A list read twice within a second (a refresh) is not a double submit.
                repeatSubmit: false,
              }
            : { url: options.list?.url ?? `${base}/list`, params: query },
        ...(options.list?.flat
          ? {
              transformResponse: (response: AjaxResult<Row[]>): TableResult<Row> => ({
                code: response.code,
                msg: response.msg,
                rows: response.data ?? [],
                total: response.data?.length ?? 0,
              }),
            }
          : {}),
        providesTags: (result) => [
          listTag,
          ...(result?.rows ?? []).map((row) => ({ type: tag, id: String(row[idKey]) })),
        ],
      }),
      [`${name}Get`]: build.query<Row, RowId>({
        query: (id) => ({ url: options.getUrl?.(id) ?? `${base}/${id}` }),
        transformResponse: (response: AjaxResult<Row>) => response.data as Row,
        providesTags: (_result, _error, id) => [{ type: tag, id: String(id) }],
      }),
      [`${name}Add`]: build.mutation<AjaxResult, Input>({
        query: (data) => ({ url: base, method: 'post', data }),
        invalidatesTags: [listTag],
      }),
      [`${name}Update`]: build.mutation<AjaxResult, Input>({
        query: (data) => ({ url: base, method: 'put', data }),
        invalidatesTags: (_result, _error, input) =>
          listAndRows(tag, [(input as Record<string, unknown>)[idKey] as RowId]),
      }),
      [`${name}Delete`]: build.mutation<AjaxResult, readonly RowId[]>({
        query: (ids) => ({ url: options.deleteUrl?.(ids) ?? `${base}/${ids.join(',')}`, method: 'delete' }),
        invalidatesTags: (_result, _error, ids) => listAndRows(tag, ids),
      }),
    }),
  });
  // Endpoint names are built from `name`, so the typed hooks are picked by hand.
  const endpoints = api.endpoints as unknown as Record<string, { useQuery?: unknown; useMutation?: unknown }>;
  const hook = <T>(suffix: string, kind: 'useQuery' | 'useMutation') =>
    endpoints[`${name}${suffix}`]?.[kind] as T;
  const exportUrl = options.exportUrl ?? `${base}/export`;
  const templateUrl = options.importTemplateUrl ?? `${base}/importTemplate`;
  return {
    options,
    useList: hook('List', 'useQuery'),
    useGet: hook('Get', 'useQuery'),
    useAdd: hook('Add', 'useMutation'),
    useUpdate: hook('Update', 'useMutation'),
    useDelete: hook('Delete', 'useMutation'),
    exportRows: (filters, filename) => download(exportUrl, filters, filename),
    downloadTemplate: (filename) => download(templateUrl, {}, filename),
    importUrl: options.importUrl ?? `${base}/importData`,
  };
}
