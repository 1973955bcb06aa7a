import fs from 'node:fs/promises';
import { adminQuery, TEMPLATE_ENV } from './test-database';

/** Removes the template global-setup.ts made. */
export default async function globalTeardown(): Promise<void> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) return;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  else await fs.rm(template, { force: true });
}
