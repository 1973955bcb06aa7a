import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiPrefix } from '../routes/api-prefix';
import { ApiError } from './api-error';

/** Deepest nesting of objects and arrays a JSON body may have (real bodies stay under 5). */
export const maxJsonDepth = 32;
/** Largest number any field takes: beyond it a value overflows bigint or numeric columns. */
export const maxNumber = 1e15;

/**
 * Nesting depth of a JSON text, counted on the raw characters (outside strings) before
 * anything parses it, so a 50,000-level `[[[...]]]` never reaches JSON.parse or a plugin
 * that walks the value recursively (the operation log, the guard below). Stops counting
 * as soon as `limit` is passed.
 */
export function jsonDepthExceeds(text: string, limit: number = maxJsonDepth): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

type Problem = { key: 'guard.badCharacter' | 'guard.outOfRange' | 'guard.tooDeep'; field: string };

/**
 * The first value of a parsed request part that no database column can take: a string
 * with a NUL character, a number that is not finite or beyond {@link maxNumber}, or
 * nesting deeper than {@link maxJsonDepth} (forms and query strings can nest too).
 * Iterative, so no input can overflow the stack.
 */
export function findBadValue(root: unknown, rootName: string): Problem | undefined {
  const stack: { value: unknown; field: string; depth: number }[] = [
    { value: root, field: rootName, depth: 0 },
  ];
  while (stack.length > 0) {
    const { value, field, depth } = stack.pop() as { value: unknown; field: string; depth: number };
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { key: 'guard.badCharacter', field };
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value) || Math.abs(value) > maxNumber) return { key: 'guard.outOfRange', field };
    } else if (value && typeof value === 'object') {
      if (depth >= maxJsonDepth) return { key: 'guard.tooDeep', field };
      for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
        stack.push({ value: inner, field: Array.isArray(value) ? field : key, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

function check(request: FastifyRequest) {
  const parts: [unknown, string][] = [
    [request.params, 'params'],
    [request.query, 'query'],
  ];
  if (!request.isMultipart()) parts.push([request.body, request.t('validation.body')]);
  for (const [value, name] of parts) {
    const problem = findBadValue(value, name);
    if (!problem) continue;
    if (problem.key === 'guard.tooDeep') throw new ApiError('guard.tooDeep');
    throw new ApiError('validation.failed', { detail: request.t(problem.key, { field: problem.field }) });
  }
}

/**
 * Input limits checked before any route or plugin reads a request (issue 15):
 * - JSON bodies are depth-checked on their text before they are parsed (prototype
 *   poisoning refused as by Fastify's own parser), then parsed;
 * - after schema validation (which coerces query strings to numbers), every value of
 *   the path, query and body is checked by {@link findBadValue}.
 * Failures answer a translated validation message in the envelope, never a 500.
 */
export const requestGuardPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (jsonDepthExceeds(text)) {
        done(new ApiError('guard.tooDeep'), undefined);
        return;
      }
      parseJson(request, text, done);
    });
    // The API only: the front end's files answer 404 for such paths on their own.
    app.addHook('preHandler', async (request) => {
      if (request.url.startsWith(apiPrefix)) check(request);
    });
  },
  { name: 'request-guard', dependencies: ['language'] },
);
