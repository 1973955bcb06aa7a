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
  /** `total` is the server's estimate: more rows match than a list counts exactly. */
  totalEstimated?: boolean;
}
