import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListState } from '../types/list-state';
import { type ListUrlOptions, readListState, toListQuery, writeListState } from '../utils/list-url';

/**
 * A list's page, sort and filters, kept in the page's URL query so that a
 * reload, back/forward and a copied link show the same list. Each change is a
 * history entry. `options` must keep its identity between renders.
 */
export function useListState(options: ListUrlOptions) {
  const [search, setSearch] = useSearchParams();
  const text = search.toString();
  const state = useMemo(() => readListState(new URLSearchParams(text), options), [text, options]);
  const query = useMemo(() => toListQuery(state), [state]);
  const setState = useCallback(
    (next: ListState) => setSearch(writeListState(next, options)),
    [setSearch, options],
  );
  return { state, query, setState };
}
