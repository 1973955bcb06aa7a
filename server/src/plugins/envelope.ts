import { type TSchema, Type } from '@sinclair/typebox';

// RuoYi envelopes. Every /web-api answer is HTTP 200 with the outcome in `code`:
// 200 success, 401 not signed in, 403 forbidden, 500 error, 601 warning.

export const ResultCode = {
  ok: 200,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  error: 500,
  warn: 601,
} as const;

export interface OkEnvelope<T> {
  code: 200;
  msg: string;
  data?: T;
}

export interface TableEnvelope<T> {
  code: 200;
  msg: string;
  rows: T[];
  total: number;
}

export interface FailEnvelope {
  code: number;
  msg: string;
}

/** `{code: 200, msg, data}`; `extra` adds top-level keys (login's `token`, user detail's `roleIds`). */
export function ok<T>(
  data?: T,
  msg = 'Operation successful',
  extra?: Record<string, unknown>,
): OkEnvelope<T> {
  return { code: 200, msg, ...(data === undefined ? {} : { data }), ...extra };
}

/** `{code: 200, msg, rows, total}` for paged lists. */
export function table<T>(rows: T[], total: number, msg = 'Query successful'): TableEnvelope<T> {
  return { code: 200, msg, rows, total };
}

/** `{code, msg}` for an answer that is not a success (code 500 unless given). */
export function fail(msg: string, code: number = ResultCode.error): FailEnvelope {
  return { code, msg };
}

// TypeBox shapes for route `response` schemas (they also document the OpenAPI file).
// Fields beyond code and msg are optional because failures share HTTP 200.

/** One field's validation failure, so a form can show it beside the field. */
export interface FieldError {
  /** The field's JSON (wire) name. */
  field: string;
  /** Translated, with the field's label: "Village name is required". */
  message: string;
}

/** Top-level `fieldErrors` of a `{code: 500}` answer to a body that failed validation. */
export const FieldErrorsSchema = Type.Array(Type.Object({ field: Type.String(), message: Type.String() }));

export const FailSchema = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  fieldErrors: Type.Optional(FieldErrorsSchema),
});

export function OkSchema<T extends TSchema>(data: T) {
  return Type.Object({
    code: Type.Integer(),
    msg: Type.String(),
    data: Type.Optional(data),
    fieldErrors: Type.Optional(FieldErrorsSchema),
  });
}

export function TableSchema<T extends TSchema>(row: T) {
  return Type.Object({
    code: Type.Integer(),
    msg: Type.String(),
    rows: Type.Optional(Type.Array(row)),
    total: Type.Optional(Type.Integer()),
    /** `total` is the planner's estimate: more rows matched than a list counts exactly (issue 34). */
    totalEstimated: Type.Optional(Type.Boolean()),
    fieldErrors: Type.Optional(FieldErrorsSchema),
  });
}
