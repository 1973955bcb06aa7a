import type { MessageKey } from '../locales/en';
import type { MessageParams } from '../locales/language';
import { ResultCode } from './envelope';

/**
 * A failure with a translatable message. Throw it from a handler or hook; the error
 * handler answers `{code, msg}` (HTTP 200) with the message in the request's language.
 */
export class ApiError extends Error {
  constructor(
    readonly messageKey: MessageKey | (string & {}),
    readonly params?: MessageParams,
    readonly code: number = ResultCode.error,
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}
