import { useCallback, useEffect, useState } from 'react';
import { useLanguage } from '../../i18n/hooks/use-language';
import { fetchPublic } from '../../request/api/fetch-request';
import type { AjaxResult } from '../../request/types/envelope';
import type { RequestError } from '../../request/utils/request-error';

export interface PublicQuery<T> {
  /** The answer; while the same address is asked again (another language, a retry) the last one. */
  data: T | undefined;
  /** Why the last asking failed (cleared while it is asked again). */
  error: RequestError | undefined;
  refetch: () => void;
}

/**
 * The `data` of a public GET (no token) through `fetchPublic`: the public pages use
 * neither axios nor RTK Query (docs/benchmarks.md). Asked again when the language
 * changes (the server translates its labels) and on `refetch`, keeping the last answer
 * meanwhile, so a page does not blank out (nor lose what a visitor is typing) on a
 * language switch; `url` null asks nothing.
 */
export function usePublicQuery<T>(url: string | null): PublicQuery<T> {
  const language = useLanguage();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; url: string; data?: T; error?: RequestError } | null>(
    null,
  );
  const key = `${url}#${language}#${attempt}`;

  useEffect(() => {
    if (url === null) return;
    let active = true;
    fetchPublic<AjaxResult<T>>(url)
      .then((body) => active && setState({ key, url, data: body.data as T }))
      .catch((error: RequestError) => active && setState({ key, url, error }));
    return () => {
      active = false;
    };
  }, [url, key]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    data: state?.url === url ? state.data : undefined,
    error: state?.key === key ? state.error : undefined,
    refetch,
  };
}
