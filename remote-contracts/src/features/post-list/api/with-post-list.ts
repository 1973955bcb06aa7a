import { i18n } from '@agency/shared/features/i18n/i18n';
import { baseApi } from '@agency/shared/features/request/api/base-api';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { promptSessionExpired } from '@agency/shared/features/request/api/session-expired';
import type { ApiError } from '@agency/shared/features/request/types/api-error';
import type { TableResult } from '@agency/shared/features/request/types/envelope';
import type { ResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { ListQuery } from '@agency/shared/features/resource/types/list-state';

export interface PostListOptions {
  /** The body sent for the kit's list query (fixed fields, typed filters). */
  toBody?: (query: ListQuery) => Record<string, unknown>;
  /**
   * An i18n key (`ns:key`) shown for any failure instead of the request
   * client's message (spec section 8: the template list says 'loadFaile').
   */
  failureMessage?: string;
}

function showFailure(error: Partial<ApiError> | undefined, key: string): void {
  if (error?.kind === 'session') void promptSessionExpired();
  else if (error?.kind !== 'canceled') getNotifier().error(i18n.t(key));
}

/**
 * The resource's list as `POST <list.url>` with paging and filters in the
 * body, swapped into its kit API. The kit's own POST list goes through the
 * duplicate-submit guard, which refuses a reload with the same body within a
 * second (after an upload, a delete or a quick refresh), and it has no way to
 * add fixed fields or a screen's own failure message.
 */
export function withPostList<Row, Input>(
  resource: ResourceApi<Row, Input>,
  { toBody = (query) => query, failureMessage }: PostListOptions = {},
): ResourceApi<Row, Input> {
  const { name, base, tag, idKey, list } = resource.options;
  const endpoint = `${name}PostList`;
  const api = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [endpoint]: build.query<TableResult<Row>, ListQuery>({
        query: (query) => ({
          url: list?.url ?? `${base}/list`,
          method: 'post',
          data: toBody(query),
          // A list call changes nothing: repeating it is a reload, not a double submit.
          repeatSubmit: false,
          silent: failureMessage !== undefined,
        }),
        onQueryStarted: failureMessage
          ? async (_query, { queryFulfilled }) => {
              try {
                await queryFulfilled;
              } catch (failure) {
                showFailure((failure as { error?: ApiError }).error, failureMessage);
              }
            }
          : undefined,
        // The kit's tags, so its delete and the screen's own mutations reload the list.
        providesTags: (result) => [
          { type: tag, id: 'LIST' },
          ...(result?.rows ?? []).map((row) => ({ type: tag, id: String(row[idKey]) })),
        ],
      }),
    }),
  });
  // The endpoint's name is built from the resource's, so its hook is picked by hand.
  const endpoints = api.endpoints as unknown as Record<
    string,
    { useQuery: ResourceApi<Row, Input>['useList'] }
  >;
  const useList = endpoints[endpoint]?.useQuery;
  if (!useList) throw new Error(`no endpoint ${endpoint}`);
  return { ...resource, useList };
}
