import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { promptSessionExpired } from '@agency/shared/features/request/api/session-expired';
import type { ApiError } from '@agency/shared/features/request/types/api-error';

function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'kind' in error && 'msg' in error;
}

/**
 * Shows a silent call's failure: an ended session asks to log in again; a
 * refusal from the server shows `message` with the server's reason; anything
 * else (network, timeout, HTTP error) shows `message` alone.
 */
export function reportFailure(error: unknown, message: string): void {
  if (!isApiError(error)) {
    getNotifier().error(message);
    return;
  }
  if (error.kind === 'canceled') return;
  if (error.kind === 'session') {
    void promptSessionExpired();
    return;
  }
  const reason = error.kind === 'business' || error.kind === 'warning' || error.kind === 'duplicate';
  getNotifier().error(reason && error.msg ? `${message}: ${error.msg}` : message);
}
