import { i18n } from '../../i18n/i18n';

/** A text of the request group of the common namespace (`request.<key>`). */
export function requestText(key: string, options?: Record<string, unknown>): string {
  return i18n.t(`request.${key}`, { ns: 'common', ...options });
}

const STANDARD_MESSAGE_KEYS: Record<number, string> = {
  401: 'request.code401',
  403: 'request.code403',
  404: 'request.code404',
};

/** The standard message of a code (401, 403, 404), else null. */
export function standardMessage(code: number): string | null {
  const key = STANDARD_MESSAGE_KEYS[code];
  return key ? i18n.t(key, { ns: 'common' }) : null;
}

/** 'Unknown system error, please report to the administrator'. */
export function defaultErrorMessage(): string {
  return i18n.t('request.codeDefault', { ns: 'common' });
}

/** RuoYi's rule: the standard message of the code, else the server's msg, else the default message. */
export function messageForCode(code: number, serverMsg?: unknown): string {
  return (
    standardMessage(code) ??
    (typeof serverMsg === 'string' && serverMsg.trim() !== '' ? serverMsg : null) ??
    defaultErrorMessage()
  );
}
