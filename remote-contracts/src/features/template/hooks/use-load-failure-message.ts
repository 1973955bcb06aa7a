import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { promptSessionExpired } from '@agency/shared/features/request/api/session-expired';
import type { ApiError } from '@agency/shared/features/request/types/api-error';
import { useEffect, useRef } from 'react';

/**
 * Shows `message` once for each failure of a silent query (spec section 8: the
 * template list failure is 'loadFaile'); an expired session still gets the
 * one re-login dialog.
 */
export function useLoadFailureMessage(error: unknown, message: string): void {
  const text = useRef(message);
  text.current = message;
  useEffect(() => {
    if (!error) return;
    const kind = (error as Partial<ApiError>).kind;
    if (kind === 'session') void promptSessionExpired();
    else if (kind !== 'canceled') getNotifier().error(text.current);
  }, [error]);
}
