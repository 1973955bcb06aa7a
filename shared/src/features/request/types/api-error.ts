import type { RequestErrorKind } from '../utils/request-error';

/** The error of every RTK Query endpoint on the base API. */
export interface ApiError {
  /** HTTP status (200 for envelope errors), 0 when there was no answer. */
  status: number;
  /** Envelope code, else the HTTP status, else 0. */
  code: number;
  /** The message already shown to the user (unless the call was silent). */
  msg: string;
  kind: RequestErrorKind;
  /** The envelope of the answer when there was one. */
  body?: unknown;
}
