import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageLoader } from './use-page-loader';

/**
 * How long opening a page waits for its code before it navigates anyway (the page then
 * shows its spinner until the code is there).
 */
export const PAGE_CODE_WAIT_MS = 150;

/**
 * Opens the layout page at `path` (at `to`, its path with a query, when given) once its
 * code is there, at most {@link PAGE_CODE_WAIT_MS} later: the layout's navigation and the
 * page then render once, without a spinner's render and commit first, which put the first
 * paint of a remote page 60 to 100 ms later (docs/benchmarks.md). Only the latest call
 * navigates.
 */
export function usePageNavigate(): (path: string, to?: string) => void {
  const navigate = useNavigate();
  const loadPage = usePageLoader();
  const latest = useRef(0);
  return useCallback(
    (path: string, to = path) => {
      const call = ++latest.current;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise((resolve) => {
        timer = setTimeout(resolve, PAGE_CODE_WAIT_MS);
      });
      void Promise.race([loadPage(path), waited]).then(() => {
        clearTimeout(timer);
        if (call === latest.current) void navigate(to);
      });
    },
    [navigate, loadPage],
  );
}
