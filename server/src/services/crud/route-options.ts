import type { preHandlerAsyncHookHandler } from 'fastify';

/** What the factory hands each route file: the labelled-validation options of its routes. */
export interface RouteOptionsOf {
  validated: { attachValidation: true; preHandler: preHandlerAsyncHookHandler };
}
