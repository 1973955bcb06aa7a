/**
 * One field's limits as the server's schema declares them: the values of
 * `generated/wire-limits.ts` (`wireLimits[path][method].body[field]`).
 */
export interface FieldLimits {
  readonly required?: boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  /** A JavaScript regular expression's source. */
  readonly pattern?: string;
  readonly enum?: readonly (string | number | boolean)[];
}

/** The limits of a body's or a query's fields, by wire name. */
export type FieldLimitsByName = { readonly [field: string]: FieldLimits };
