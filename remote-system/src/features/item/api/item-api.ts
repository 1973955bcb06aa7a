import { baseApi } from '@agency/shared/features/request/api/base-api';
import type { AjaxResult } from '@agency/shared/features/request/types/envelope';
import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { SearchOption } from '@agency/shared/features/resource/components/search-select';
import type { Item, ItemInput } from '../types/item';

/** Staff to-dos (`/system/item`): the kit's list, get, add, edit, delete and export. */
export const itemApi = createResourceApi<Item, ItemInput>({
  name: 'item',
  base: '/system/item',
  tag: 'Item',
  idKey: 'itemId',
});

const itemLinksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Users, houses, cars or customers to link: 20 by name, or the one with id. */
    itemLinkOptions: build.query<
      SearchOption[],
      { kind: 'user' | 'house' | 'car' | 'customer'; name?: string; id?: number }
    >({
      query: (params) => ({ url: '/system/item/linkOptions', params }),
      transformResponse: (body: AjaxResult<SearchOption[]>) => body.data ?? [],
    }),
  }),
});

export const { useItemLinkOptionsQuery } = itemLinksApi;
