import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { setupListeners } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import type { AxiosRequestConfig, Method, ResponseType } from 'axios';
import { registerApi } from '../../store/utils/api-attachment';
import type { ApiError } from '../types/api-error';
import { isRequestError } from '../utils/request-error';
import { client, type RequestOptions } from './client';

/** Arguments of a base-API call: a URL, or an axios-like description. */
export interface RequestArgs extends RequestOptions {
  url: string;
  method?: Method;
  /** Request body (JSON, FormData, ...). */
  data?: unknown;
  /** Query parameters, serialised in RuoYi's nested form. */
  params?: unknown;
  headers?: Record<string, string>;
  responseType?: ResponseType;
  timeout?: number;
  onUploadProgress?: AxiosRequestConfig['onUploadProgress'];
}

export function toApiError(error: unknown): ApiError {
  if (isRequestError(error)) {
    return { status: error.status, code: error.code, msg: error.message, kind: error.kind, body: error.body };
  }
  const msg = error instanceof Error ? error.message : String(error);
  return { status: 0, code: 0, msg, kind: 'network' };
}

/**
 * RTK Query base query on the request client: resolves with the whole
 * envelope (`{code, msg, data}` or `{code, msg, rows, total}`), so endpoints
 * pick `data`, `rows` or `total` in `transformResponse`; errors are {@link ApiError}.
 */
export const axiosBaseQuery: BaseQueryFn<string | RequestArgs, unknown, ApiError> = async (args, api) => {
  const config: RequestArgs = typeof args === 'string' ? { url: args } : args;
  try {
    const response = await client.request({ ...config, signal: api.signal });
    return { data: response.data };
  } catch (error) {
    return { error: toApiError(error) };
  }
};

/** Cache tags known up front; apps may add more with `enhanceEndpoints({ addTagTypes })`. */
export const BASE_TAG_TYPES = [
  'Session',
  'Dict',
  'DictType',
  'Config',
  'User',
  'Role',
  'Menu',
  'Dept',
  'Post',
  'Notice',
  'Module',
  'Profile',
  'Dashboard',
  'Online',
  'Job',
  'JobLog',
  'LoginLog',
  'OperLog',
  'Cache',
  'House',
  'Village',
  'Customer',
  'InviteCode',
  'LeaseExpire',
  'Evaluation',
  'LeaseList',
  'CodeTable',
  'Vehicle',
  'CarLease',
  'VehicleContract',
  'VehicleCustomer',
  'Template',
  'Contract',
  'ColumnSettings',
  'QuickLink',
  'Product',
  'Developer',
  'Feedback',
  'Item',
  'Message',
  'Work',
  'Article',
] as const;

export type BaseTagType = (typeof BASE_TAG_TYPES)[number];

/**
 * The product's one RTK Query API (reducerPath `api`). Endpoints are added by
 * each app with `baseApi.injectEndpoints({ endpoints: (build) => ({...}) })`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: BASE_TAG_TYPES,
  // A page that opens (or is refreshed from its tab) loads fresh data, as staff expect
  // of a back office; reference data such as dictionaries opts out where it is read.
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

export type BaseApi = typeof baseApi;

// Joins the store (created at start without it, so the login page does not download it).
registerApi({
  reducerPath: baseApi.reducerPath,
  reducer: baseApi.reducer,
  middleware: baseApi.middleware,
  reset: () => baseApi.util.resetApiState(),
  onAttach: (store) => setupListeners(store.dispatch),
});
