import { type NumberOptions, type StringOptions, Type } from '@sinclair/typebox';

/** One id in a path: digits only, no sign, no leading zero, at most 15 digits. */
export const IdParam = Type.String({ pattern: '^[1-9]\\d{0,14}$' });

/** Comma-separated ids in a path, each as {@link IdParam}, at most 500 of them. */
export const IdsParam = Type.String({
  pattern: '^[1-9]\\d{0,14}(,[1-9]\\d{0,14}){0,499}$',
  maxLength: 8000,
});

/** Comma-separated ids in a path as the RuoYi screens send them (`parseIds` refuses zero). */
export const CommaIdsParam = Type.String({ pattern: '^\\d+(,\\d+)*$', maxLength: 2000 });

/*
 * A number, an integer or a string, or null. Written as one `type: [x, 'null']` rather
 * than a union: Fastify's Ajv coerces types, and in `anyOf [number, null]` the number
 * branch would turn null into 0 (and a string branch null into '').
 */
export const NullableNumber = (options: NumberOptions = {}) =>
  Type.Unsafe<number | null>({ ...options, type: ['number', 'null'] });
export const NullableInteger = (options: NumberOptions = {}) =>
  Type.Unsafe<number | null>({ ...options, type: ['integer', 'null'] });
export const NullableString = (options: StringOptions = {}) =>
  Type.Unsafe<string | null>({ ...options, type: ['string', 'null'] });

/** A plain calendar date as forms send it (`YYYY-MM-DD`, month and day in range). */
export const DATE_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

/** A local date and time as forms send it (`YYYY-MM-DD HH:mm[:ss]`, or with a `T`); read with parseLocalDateTime. */
export const DATE_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:\\d{2}(:\\d{2})?$';
