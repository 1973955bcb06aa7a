import type { FastifyRequest } from 'fastify';

/**
 * preValidation hook for POST routes whose body is optional (the export endpoints:
 * RuoYi clients may post no filters at all). Fastify validates a missing body as
 * `undefined`, which an object schema refuses, so it becomes `{}` first.
 */
export async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) (request as { body: unknown }).body = {};
}
