import type { FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { fail } from './envelope';
import { validationMessage } from './error-handler';

/**
 * A `preHandler` for routes declared with `attachValidation: true`: a schema
 * violation is answered like the server's own (`{code: 500, msg}`, HTTP 200), but
 * with the field's translated label ("Village name is required") instead of its
 * JSON name. `labelKey(field)` gives the message key of a field's label.
 */
export function labelledValidation(labelKey: (field: string) => string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const error = request.validationError as
      | (Error & { validation?: FastifySchemaValidationError[] })
      | undefined;
    if (!error) return;
    const labelled = (error.validation ?? []).map((item) => {
      const params = { ...(item.params as Record<string, unknown>) };
      const segments = item.instancePath.split('/').filter(Boolean);
      const field =
        (typeof params.missingProperty === 'string' && params.missingProperty) ||
        segments[segments.length - 1];
      const key = field ? labelKey(field) : undefined;
      if (!key) return item;
      const label = request.t(key);
      if (typeof params.missingProperty === 'string') params.missingProperty = label;
      return { ...item, params, instancePath: `/${label.replace(/\//g, ' ')}` };
    });
    reply.code(200).send(fail(validationMessage(request, labelled)));
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
