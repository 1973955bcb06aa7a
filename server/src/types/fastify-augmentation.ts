// The one place that extends Fastify's types for this server.
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { QueryStats } from '../db/query-stats';
import type { Lang, Translate } from '../locales/language';
import type { AuthCache } from '../services/auth-cache';
import type { JobScheduler } from '../services/jobs/job-scheduler';
import type { Mailer } from '../services/mailer';
import type { AuthUser, BusinessTypeValue, RoutePermission, SessionInfo } from './auth';
import type { RouteEntry } from './route-entry';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /web-api route; the server refuses to start without it. */
    permission?: RoutePermission;
    /** Set false for POST/PUT routes that only read (e.g. list queries sent as POST). */
    repeatSubmit?: boolean;
    /**
     * A page opened in a frame (RuoYi's Druid screen frames `/druid/login.html`): a GET
     * may take its session from RuoYi's `Admin-Token` cookie when no bearer header comes.
     */
    cookieSession?: boolean;
    /**
     * Operation-log entry for writes. Defaults: title from the URL, type from the
     * method. `false` skips the entry (login and logout go to sys_logininfor instead).
     */
    operLog?: false | { title: string; businessType?: BusinessTypeValue };
  }

  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    /** Sends mail through SMTP, or into DATA_DIR/outbox when SMTP_HOST is unset. */
    mailer: Mailer;
    /** The auth plugin's per-process caches (sessions by token, users by id): the cache monitor reads and clears them. */
    authCaches: {
      sessions: AuthCache<string, SessionInfo | null>;
      users: AuthCache<number, AuthUser | null>;
    };
    /** Every API route with its permission (the tools screen's permission lookup). */
    routeTable: readonly RouteEntry[];
    /** Timings of this process's queries (the data-source monitor, `/monitor/druid`). */
    queryStats: QueryStats;
    /** The croner timers of `sys_job`; the job routes reload it after a change. */
    jobScheduler: JobScheduler;
    /** A remote version's build folder on this machine (plugins/remote-builds.ts). */
    remoteBuildDir: (name: string, version: string) => string;
  }

  interface FastifyRequest {
    /** The signed-in user; set on `@login` and permission routes, null on `@public` ones. */
    user: AuthUser | null;
    session: SessionInfo | null;
    /** On `@deploy` routes: the one module the caller's deploy token may publish. */
    deployModule: string | null;
    /** zh, en or lo, from Accept-Language (lo when missing or unknown). */
    lang: Lang;
    /** Translates a message key into the request's language. */
    t: Translate;
  }
}
