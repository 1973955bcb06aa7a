import { promptSessionExpired } from '../../request/api/session-expired';
import { isRequestError } from '../../request/utils/request-error';

/**
 * The message for a failed upload: the server's msg when it answered with an
 * error code, else `fallback`. An expired session offers to log in again.
 */
export function uploadFailureMessage(error: unknown, fallback: string): string {
  if (isRequestError(error)) {
    if (error.kind === 'session') void promptSessionExpired();
    if (error.kind === 'business' || error.kind === 'warning' || error.kind === 'session')
      return error.message;
  }
  return fallback;
}
