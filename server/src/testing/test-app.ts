import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { type App, buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import type { Database } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: App;
  db: Database;
  config: AppConfig;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A real application on a fresh, migrated and seeded database (a copy of the template),
 * with its own temporary data folder (outbox). Captcha is off unless asked for, so most
 * tests log in directly.
 */
export async function createTestApp(
  options: {
    captchaEnabled?: boolean;
    env?: Record<string, string>;
    logger?: FastifyServerOptions['logger'];
    /** The repository the static routes serve from (default: this one). */
    repoRoot?: string;
    /** Sees every route as it is added (the permission matrix walks the route table). */
    onRoute?: (route: RouteOptions) => void;
  } = {},
) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, ...options.env }, options.repoRoot);
  // From the prepared template; preparing again is what a server start does on its database.
  const database = await createTestDatabase({ fromTemplate: true });
  await prepareDatabase(database.opened, { captchaEnabled: options.captchaEnabled ?? false });
  const app = await buildApp({
    db: database.opened.db,
    config,
    queryStats: database.opened.stats,
    logger: options.logger ?? false,
    onRoute: options.onRoute,
  });
  await app.ready();
  const testApp: TestApp = {
    app,
    db: database.opened.db,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

export interface Envelope {
  code: number;
  msg: string;
  data?: unknown;
  token?: string;
  rows?: unknown[];
  total?: number;
  [key: string]: unknown;
}

/** Sends a request under /web-api and parses the JSON answer. */
export async function call(
  app: App,
  method: InjectOptions['method'],
  url: string,
  options: { token?: string; lang?: string; body?: unknown; query?: Record<string, string> } = {},
): Promise<{ status: number; body: Envelope; response: LightMyRequestResponse }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lang) headers['accept-language'] = options.lang;
  const response = await app.inject({
    method,
    url: `/web-api${url}`,
    headers,
    query: options.query,
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  return {
    status: response.statusCode,
    body: isJson ? (response.json() as Envelope) : ({} as Envelope),
    response,
  };
}

/** Logs in (captcha must be off) and returns the token; fails the test otherwise. */
export async function loginAs(app: App, identifier: string, password: string): Promise<string> {
  const { body } = await call(app, 'POST', '/login', { body: { identifier, password } });
  if (body.code !== 200 || !body.token) throw new Error(`login as ${identifier} failed: ${body.msg}`);
  return body.token;
}
