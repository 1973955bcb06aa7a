import { useListState } from '@agency/shared/features/resource/hooks/use-list-state';
import { onlineApi } from '../api/online-api';
import { ONLINE_LIST_URL } from '../fields/online-filter-fields';
import type { OnlineUser } from '../types/online-user';

const NO_ROWS: OnlineUser[] = [];

/**
 * The page of sessions the list shows (its URL state and its rows, from the
 * list's cache: no call of its own) and a way to change the page.
 */
export function useOnlinePage() {
  const { state, query, setState } = useListState(ONLINE_LIST_URL);
  const { rows } = onlineApi.useList(query, {
    refetchOnMountOrArgChange: false,
    selectFromResult: ({ data }) => ({ rows: data?.rows ?? NO_ROWS }),
  });
  return { state, setState, rows };
}
