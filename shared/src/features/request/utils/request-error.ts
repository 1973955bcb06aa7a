/**
 * Why a call failed:
 * - `session`: envelope code 401 (the re-login dialog was offered)
 * - `business`: envelope code 500 or another non-200 code
 * - `warning`: envelope code 601
 * - `http`: an HTTP error status
 * - `network`: no answer from the server
 * - `timeout`: no answer in time
 * - `duplicate`: refused client-side, the same POST/PUT within 1000 ms
 * - `canceled`: aborted by the caller
 */
export type RequestErrorKind =
  | 'session'
  | 'business'
  | 'warning'
  | 'http'
  | 'network'
  | 'timeout'
  | 'duplicate'
  | 'canceled';

/** The rejection of every failed call of the request client. */
export class RequestError extends Error {
  override readonly name = 'RequestError';
  readonly kind: RequestErrorKind;
  /** The envelope code, else the HTTP status, else 0. */
  readonly code: number;
  /** The HTTP status (200 for envelope errors), 0 when there was no answer. */
  readonly status: number;
  /** The envelope of the answer when there was one. */
  readonly body: unknown;

  constructor(
    kind: RequestErrorKind,
    msg: string,
    init: { code?: number; status?: number; body?: unknown } = {},
  ) {
    super(msg);
    this.kind = kind;
    this.code = init.code ?? init.status ?? 0;
    this.status = init.status ?? 0;
    this.body = init.body;
  }
}

export function isRequestError(error: unknown): error is RequestError {
  return error instanceof RequestError;
}

/** True for the client-side refusal of a repeated submit (callers usually ignore it). */
export function isDuplicateSubmitError(error: unknown): boolean {
  return isRequestError(error) && error.kind === 'duplicate';
}
