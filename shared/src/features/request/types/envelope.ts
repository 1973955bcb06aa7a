/** RuoYi's plain result: `{ code, msg, data }`; extra top-level keys are allowed (login puts `token` there). */
export interface AjaxResult<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  [extra: string]: unknown;
}

/** RuoYi's table result: `{ code, msg, rows, total }`. */
export interface TableResult<T = unknown> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
}

/** The envelope codes (HTTP 200 carries them in the body). */
export const ResultCode = {
  SUCCESS: 200,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ERROR: 500,
  WARN: 601,
} as const;
