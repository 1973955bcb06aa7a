import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyReply, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { QueryStats } from './db/query-stats';
import { resolveLanguage, translate } from './locales/language';
import { authPlugin } from './plugins/auth';
import { fail } from './plugins/envelope';
import { errorHandlerPlugin } from './plugins/error-handler';
import { housekeepingPlugin } from './plugins/housekeeping';
import { languagePlugin } from './plugins/language';
import { operLogPlugin } from './plugins/oper-log';
import { repeatSubmitPlugin } from './plugins/repeat-submit';
import { requestGuardPlugin } from './plugins/request-guard';
import { securityHeadersPlugin } from './plugins/security-headers';
import { swaggerPlugin } from './plugins/swagger';
import { apiPrefix } from './routes/api-prefix';
import { registerRoutes } from './routes/register-routes';
import { createMailer, type Mailer } from './services/mailer';
import type { RouteEntry } from './types/route-entry';
import './types/fastify-augmentation';

export interface BuildAppOptions {
  db: Database;
  config: AppConfig;
  /** pino options, or false for silence (tests); defaults to LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  /** Replaces the configured mailer. */
  mailer?: Mailer;
  /** The timings of the database handle's queries (the data-source monitor); empty when not given. */
  queryStats?: QueryStats;
  /** Sees every route as it is added (the permission matrix test walks the route table with it). */
  onRoute?: (route: RouteOptions) => void;
}

/** Upload limits of spec section 5: videos up to 50 MB, at most 20 images at a time. */
const uploadLimits = { fileSize: 50 * 1024 * 1024, files: 20 };

/**
 * Builds the HTTP application on an opened, migrated database. Tests call this with a
 * fresh database; main.ts adds the data-folder lock, migrations, seed and listen.
 */
export async function buildApp(options: BuildAppOptions) {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
    // No request waits forever (issue 32, finding 9): a silent connection is closed, a
    // request must arrive whole in time, and an idle kept-alive socket goes sooner.
    connectionTimeout: config.idleTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: Math.min(65_000, config.idleTimeoutMs),
    // Errors the router meets before any hook runs (a URL that cannot be decoded, such as
    // `%FF`): answered in the envelope and the request's language like every other error.
    frameworkErrors: (error, request, reply) => {
      const msg = translate(resolveLanguage(request.headers['accept-language']), 'guard.badUrl');
      request.log.info({ err: error }, 'bad url');
      const isApi = (request.raw.url ?? '').startsWith(apiPrefix);
      void (reply as unknown as FastifyReply)
        .code(isApi ? 200 : 400)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(fail(msg, isApi ? 500 : 400)));
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Every API route with its permission, for the tools screen's permission lookup.
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    if (!route.url.startsWith(apiPrefix) || typeof permission !== 'string') return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        routeTable.push({
          method,
          url: route.url.slice(apiPrefix.length),
          permission,
          summary: (route.schema as { summary?: string } | undefined)?.summary ?? '',
        });
  });
  app.decorate('routeTable', routeTable);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('queryStats', options.queryStats ?? new QueryStats());
  app.decorate('mailer', options.mailer ?? createMailer(config, app.log));

  // Order matters: hooks run in registration order (language before auth, auth before
  // the duplicate-submit guard and the operation log).
  await app.register(swaggerPlugin);
  await app.register(formbody);
  await app.register(multipart, { limits: uploadLimits });
  await app.register(languagePlugin);
  await app.register(securityHeadersPlugin);
  await app.register(requestGuardPlugin);
  await app.register(authPlugin);
  await app.register(repeatSubmitPlugin);
  await app.register(operLogPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(housekeepingPlugin);
  await registerRoutes(app);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
