import type { UseOptionSearch } from '@agency/shared/features/resource/components/search-select';
import { useItemLinkOptionsQuery } from '../api/item-api';

const searchOf =
  (kind: 'user' | 'house' | 'car' | 'customer'): UseOptionSearch =>
  (args, options) =>
    useItemLinkOptionsQuery({ kind, ...args }, options);

/** The pickers of an item's assignee and of what it is about, searched on the server. */
export const useItemUserSearch = searchOf('user');
export const useItemHouseSearch = searchOf('house');
export const useItemCarSearch = searchOf('car');
export const useItemCustomerSearch = searchOf('customer');
