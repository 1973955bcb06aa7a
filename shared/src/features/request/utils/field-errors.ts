import type { ApiError } from '../types/api-error';

/** A server validation message for one form field (`fieldErrors` of a refused body). */
export interface FieldError {
  field: string;
  message: string;
}

/** The per-field messages of a refused request, to show under the form's fields. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  const body = (error as ApiError | undefined)?.body as { fieldErrors?: unknown } | undefined;
  return Array.isArray(body?.fieldErrors) ? (body.fieldErrors as FieldError[]) : [];
}
