import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '../../app';
import { loadConfig } from '../../config';
import { prepareDatabase } from '../../db/prepare';
import { fakeRepo } from '../../routes/public/__tests__/remote-fixture';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';

let app: App;
let database: TestDatabase;
let repo: string;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.opened, { captchaEnabled: false });
  repo = await fakeRepo({}, true);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-errors-'));
  app = await buildApp({
    db: database.opened.db,
    config: loadConfig({ DATA_DIR: dataDir }, repo),
    logger: false,
  });
  // A file answer that fails once begun, as @fastify/static's does when the file is gone.
  app.get('/failing-file/:code', async (request, reply) => {
    reply.type('application/javascript; charset=utf-8').header('Content-Encoding', 'br');
    const failure = Object.assign(new Error('ENOENT: no such file or directory'), {
      code: (request.params as { code: string }).code,
    });
    throw failure;
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.drop();
  await fs.rm(repo, { recursive: true, force: true });
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('errors outside the API', () => {
  it('answer JSON, not the begun file, and the server goes on', async () => {
    const gone = await app.inject({ method: 'GET', url: '/failing-file/ENOENT' });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toContain('application/json');
    expect(gone.headers['content-encoding']).toBeUndefined();
    expect(gone.json()).toMatchObject({ code: 404 });

    const failed = await app.inject({ method: 'GET', url: '/failing-file/EIO' });
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['content-type']).toContain('application/json');
    expect(failed.json()).toMatchObject({ code: 500 });

    expect((await app.inject({ method: 'GET', url: '/web-api/captchaImage' })).statusCode).toBe(200);
  });
});
