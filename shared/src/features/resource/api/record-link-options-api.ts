import { baseApi } from '../../request/api/base-api';
import type { AjaxResult } from '../../request/types/envelope';
import type { SearchOption, UseOptionSearch } from '../components/search-select';

/** What a staff record may link to (the server's record-links service). */
export type RecordLinkKind = 'user' | 'house' | 'car' | 'customer';

const recordLinkOptionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `<base>/linkOptions`: 20 users, houses, cars or customers by name, or the one with id. */
    recordLinkOptions: build.query<
      SearchOption[],
      { base: string; kind: RecordLinkKind; name?: string; id?: number }
    >({
      query: ({ base, ...params }) => ({ url: `${base}/linkOptions`, params }),
      transformResponse: (body: AjaxResult<SearchOption[]>) => body.data ?? [],
    }),
  }),
});

/**
 * A picker search for one kind of link of a resource (`/system/item`, `user`), asked
 * under that resource's own permission: `{ useSearch: recordLinkSearch('/system/item', 'user') }`.
 */
export function recordLinkSearch(base: string, kind: RecordLinkKind): UseOptionSearch {
  return (args, options) => recordLinkOptionsApi.useRecordLinkOptionsQuery({ base, kind, ...args }, options);
}
