import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { adminQuery, databaseUrlOf, TEMPLATE_ENV } from './test-database';

/**
 * Prepares once what every test application starts from: a migrated and seeded database
 * (test-app.ts copies it, then prepares it again as a server start does). On PGlite a
 * dump of its data folder, on PostgreSQL a template database. global-teardown.ts removes it.
 */
export default async function globalSetup(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `agency_test_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
    const opened = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name) });
    try {
      await prepareDatabase(opened);
    } finally {
      // A template database is copied only while nobody is connected to it.
      await opened.close();
    }
    process.env[TEMPLATE_ENV] = name;
    return;
  }
  const opened = await openDatabase({});
  try {
    await prepareDatabase(opened);
    if (opened.driver.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await opened.driver.client.dumpDataDir('none');
    const file = path.join(os.tmpdir(), `agency-test-template-${process.pid}.tar`);
    await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
    process.env[TEMPLATE_ENV] = file;
  } finally {
    await opened.close();
  }
}
