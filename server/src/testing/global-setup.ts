import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '../db/prepare';
import { createTestDatabase, TEMPLATE_ENV } from './test-database';

/**
 * Prepares once what every test application starts from: a migrated and seeded database
 * (test-app.ts copies it, then prepares it again as a server start does). On PGlite a
 * dump of its data folder, on PostgreSQL the database itself, as a template.
 * global-teardown.ts removes it.
 */
export default async function globalSetup(): Promise<void> {
  const { opened, databaseUrl } = await createTestDatabase();
  try {
    await prepareDatabase(opened);
    if (opened.driver.kind === 'postgres' && databaseUrl) {
      process.env[TEMPLATE_ENV] = new URL(databaseUrl).pathname.slice(1);
    } else if (opened.driver.kind === 'pglite') {
      const dump = await opened.driver.client.dumpDataDir('none');
      const file = path.join(os.tmpdir(), `agency-test-template-${process.pid}.tar`);
      await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
      process.env[TEMPLATE_ENV] = file;
    }
  } finally {
    // A template database is copied only while nobody is connected to it.
    await opened.close();
  }
}
