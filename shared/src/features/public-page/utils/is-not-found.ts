import type { ApiError } from '../../request/types/api-error';

/** The server's "not public or unknown" answer: envelope code 404 (or an HTTP 404). */
export function isNotFound(error: unknown): boolean {
  const failure = error as ApiError | undefined;
  return failure?.code === 404 || failure?.status === 404;
}
