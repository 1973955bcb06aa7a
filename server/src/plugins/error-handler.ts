import type { FastifyError, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { apiPrefix } from '../routes/api-prefix';
import { ApiError } from './api-error';
import { isBadInputDatabaseError, isDatabaseUnavailableError } from './database-errors';
import { type FieldError, fail, ResultCode } from './envelope';
import { isMalformedMultipart } from './malformed-multipart';

/** Turns the first schema violation into a readable, translated sentence. */
export function validationMessage(request: FastifyRequest, errors: FastifySchemaValidationError[]): string {
  const first = errors[0];
  return request.t('validation.failed', { detail: first ? validationDetail(request, first) : '' });
}

/** One schema violation as a translated phrase without the "Invalid request" lead ("Name is required"). */
export function validationDetail(request: FastifyRequest, first: FastifySchemaValidationError): string {
  const params = first.params as Record<string, unknown>;
  const lastSegment = first.instancePath.split('/').filter(Boolean).pop();
  const field =
    (typeof params.missingProperty === 'string' && params.missingProperty) ||
    (typeof params.additionalProperty === 'string' && params.additionalProperty) ||
    lastSegment ||
    request.t('validation.body');
  const limit = String(params.limit ?? '');
  let detail: string;
  switch (first.keyword) {
    case 'required':
      detail = request.t('validation.required', { field });
      break;
    case 'minLength':
    case 'minItems':
      detail =
        limit === '1'
          ? request.t('validation.required', { field })
          : request.t('validation.minLength', { field, limit });
      break;
    case 'maxLength':
    case 'maxItems':
      detail = request.t('validation.maxLength', { field, limit });
      break;
    case 'minimum':
    case 'exclusiveMinimum':
      detail = request.t('validation.minimum', { field, limit });
      break;
    case 'maximum':
    case 'exclusiveMaximum':
      detail = request.t('validation.maximum', { field, limit });
      break;
    case 'format':
    case 'pattern':
      detail = request.t('validation.format', { field });
      break;
    case 'type':
      detail = request.t('validation.type', { field });
      break;
    default:
      detail = request.t('validation.invalid', { field });
  }
  return detail;
}

const isApi = (request: FastifyRequest) => request.url.startsWith(apiPrefix);

/**
 * RuoYi-style errors: under /web-api every failure is HTTP 200 with `{code, msg}` in
 * the request's language; internal details go to the log, never to the client.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, rawReply) => {
      // The envelope is never the route's own answer: serialised as it is, not by the
      // route's response schema (which would fail on `{code, msg}` and answer a bare 500,
      // e.g. a NUL byte in captchaImage's query, issue 32 finding 17).
      // A custom serializer sets no type of its own: every answer here is JSON.
      const reply = rawReply.type('application/json; charset=utf-8').serializer(JSON.stringify);
      if (error instanceof ApiError) {
        const answer = fail(request.t(error.messageKey, error.params), error.code);
        // A form check of several fields (see FormApiError) names each one, as schema validation does.
        const { fieldErrors } = error as ApiError & { fieldErrors?: FieldError[] };
        return reply.code(200).send(fieldErrors?.length ? { ...answer, fieldErrors } : answer);
      }
      if (error.validation) {
        return reply.code(200).send(fail(validationMessage(request, error.validation)));
      }
      if (isBadInputDatabaseError(error)) {
        request.log.info({ err: error }, 'value refused by the database');
        return reply.code(200).send(fail(request.t('guard.badValue')));
      }
      if (isDatabaseUnavailableError(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        const answer = fail(request.t('database.unavailable'));
        return isApi(request) ? reply.code(200).send(answer) : reply.code(503).send(answer);
      }
      // A file gone between its check and its sending (a front end being redeployed);
      // a multipart body busboy cannot read is the client's (issue 32, finding 9).
      const malformed = isMalformedMultipart(error, request);
      const status = error.code === 'ENOENT' ? 404 : malformed ? 400 : (error.statusCode ?? 500);
      let msg: string;
      if (malformed) {
        request.log.info({ err: error }, 'malformed multipart body');
        msg = request.t('request.malformedMultipart');
      } else if (status === 404) {
        msg = request.t('notFound');
      } else if (
        status === 413 ||
        error.code === 'FST_REQ_FILE_TOO_LARGE' ||
        error.code === 'FST_FILES_LIMIT'
      ) {
        msg = request.t('requestTooLarge');
      } else if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'bad request');
        msg = request.t('badRequest');
      } else {
        request.log.error({ err: error }, 'request failed');
        msg = request.t('unknownError');
      }
      if (isApi(request)) return reply.code(200).send(fail(msg));
      // The answer may have begun as a file (its type and encoding set): it is JSON now.
      reply.removeHeader('Content-Encoding');
      reply.removeHeader('Content-Length');
      return reply.code(status).type('application/json; charset=utf-8').send(fail(msg, status));
    });

    // Unknown /web-api paths answer `{code: 404}` in the envelope (HTTP 200 like every
    // API answer); other paths are left to the static plugin's own not-found handler.
    await app.register(
      async (api) => {
        api.setNotFoundHandler((request, reply) =>
          reply.code(200).send(fail(request.t('notFound'), ResultCode.notFound)),
        );
      },
      { prefix: apiPrefix },
    );
  },
  { name: 'error-handler', dependencies: ['language'] },
);
