import type { FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { type FieldError, fail } from './envelope';
import { validationDetail, validationMessage } from './error-handler';

/** The JSON name of the field a schema violation is about (undefined for the whole body). */
export function violatedField(item: FastifySchemaValidationError): string | undefined {
  const params = item.params as Record<string, unknown>;
  if (typeof params.missingProperty === 'string') return params.missingProperty;
  const segments = item.instancePath.split('/').filter(Boolean);
  return segments[segments.length - 1];
}

/**
 * Schema violations with each field's JSON name replaced by its translated label
 * (when `labelKey` knows the field), plus one {@link FieldError} a violated field.
 */
export function labelViolations(
  request: FastifyRequest,
  violations: FastifySchemaValidationError[],
  labelKey: (field: string) => string | undefined,
): { labelled: FastifySchemaValidationError[]; fieldErrors: FieldError[] } {
  const fieldErrors: FieldError[] = [];
  const labelled = violations.map((item) => {
    const field = violatedField(item);
    const key = field ? labelKey(field) : undefined;
    let result = item;
    if (key) {
      const params = { ...(item.params as Record<string, unknown>) };
      const label = request.t(key);
      if (typeof params.missingProperty === 'string') params.missingProperty = label;
      result = { ...item, params, instancePath: `/${label.replace(/\//g, ' ')}` };
    }
    if (field && !fieldErrors.some((error) => error.field === field)) {
      fieldErrors.push({ field, message: validationDetail(request, result) });
    }
    return result;
  });
  return { labelled, fieldErrors };
}

/**
 * A `preHandler` for routes declared with `attachValidation: true`: a schema
 * violation is answered like the server's own (`{code: 500, msg}`, HTTP 200), but
 * with the field's translated label ("Village name is required") instead of its
 * JSON name, and with `fieldErrors: [{field, message}]` (JSON name, translated
 * message) so a form can show the error beside the field. `labelKey(field)` gives
 * the message key of a field's label (undefined keeps the JSON name).
 */
export function labelledValidation(labelKey: (field: string) => string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const error = request.validationError as
      | (Error & { validation?: FastifySchemaValidationError[] })
      | undefined;
    if (!error) return;
    const { labelled, fieldErrors } = labelViolations(request, error.validation ?? [], labelKey);
    const answer = fail(validationMessage(request, labelled));
    reply.code(200).send(fieldErrors.length ? { ...answer, fieldErrors } : answer);
    return reply;
  };
}

/**
 * The label keys of a form: `${prefix}.${field}` for its body fields and for the
 * `id` / `ids` path parameters; other names (paging fields) keep their JSON name.
 */
export function formLabelKeys(prefix: string, fields: Iterable<string>) {
  const known = new Set([...fields, 'id', 'ids']);
  return (field: string) => (known.has(field) ? `${prefix}.${field}` : undefined);
}
