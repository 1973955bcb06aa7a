import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '../../app';
import { loadConfig } from '../../config';
import { prepareDatabase } from '../../db/prepare';
import { fakeRepo, put } from '../../routes/public/__tests__/remote-fixture';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { hostCacheControl, IMMUTABLE, NO_CACHE, remoteCacheControl } from '../static';

let app: App;
let database: TestDatabase;
let repo: string;
let dataDir: string;

beforeAll(async () => {
  repo = await fakeRepo({ 'remote-house': ['1.0.0'] }, true);
  await put(path.join(repo, 'remote-house', 'dist', '1.0.0', 'mf-manifest.json'), '{"name":"remote_house"}');
  await put(path.join(repo, 'remote-house', 'package.json'), '{"secret":true}');
  await put(path.join(repo, 'host', 'package.json'), '{"secret":true}');
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-static-'));
  database = await createTestDatabase();
  await prepareDatabase(database.opened, { captchaEnabled: false });
  app = await buildApp({
    db: database.opened.db,
    config: loadConfig({ DATA_DIR: dataDir }, repo),
    logger: false,
  });
  await app.ready();
  // Built after the start: on disk, but never registered.
  await put(path.join(repo, 'remote-house', 'dist', '9.9.9', 'remoteEntry.js'), 'late');
});

afterAll(async () => {
  await app.close();
  await database.drop();
  await fs.rm(repo, { recursive: true, force: true });
  await fs.rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('cache rules', () => {
  it('sends entry files no-cache and hashed files immutable', () => {
    expect(remoteCacheControl('remoteEntry.js')).toBe(NO_CACHE);
    expect(remoteCacheControl('mf-manifest.json')).toBe(NO_CACHE);
    expect(remoteCacheControl('index.html')).toBe(NO_CACHE);
    expect(remoteCacheControl('123.abcdef0123.js')).toBe(IMMUTABLE);
    expect(hostCacheControl('main.js')).toBe(NO_CACHE);
    expect(hostCacheControl('42.0123456789.js')).toBe(IMMUTABLE);
    expect(hostCacheControl('assets/noto.0123456789.woff2')).toBe(IMMUTABLE);
  });
});

describe('remote builds', () => {
  it('serves a registered version with the right cache headers', async () => {
    const entry = await get('/remotes/remote_house/1.0.0/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toContain('remote-house 1.0.0');
    expect(entry.headers['cache-control']).toBe(NO_CACHE);
    const chunk = await get('/remotes/remote_house/1.0.0/123.abcdef0123.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/remotes/remote_house/1.0.0/mf-manifest.json')).headers['cache-control']).toBe(
      NO_CACHE,
    );
  });

  it('refuses unregistered versions, unknown remotes and missing files', async () => {
    expect((await get('/remotes/remote_house/9.9.9/remoteEntry.js')).statusCode).toBe(404);
    expect((await get('/remotes/remote_nope/1.0.0/remoteEntry.js')).statusCode).toBe(404);
    expect((await get('/remotes/remote_house/1.0.0/nope.js')).statusCode).toBe(404);
    expect((await get('/remotes/Remote_House/1.0.0/remoteEntry.js')).statusCode).toBe(404);
  });

  it('never leaves the build folder', async () => {
    for (const url of [
      '/remotes/remote_house/1.0.0/../../package.json',
      '/remotes/remote_house/1.0.0/..%2f..%2fpackage.json',
      '/remotes/remote_house/1.0.0/%2e%2e/%2e%2e/package.json',
      '/remotes/remote_house/..%2f..%2fpackage.json/x',
      '/remotes/remote_house/1.0.0/%00remoteEntry.js',
    ]) {
      const response = await get(url);
      expect(response.body).not.toContain('secret');
      expect([403, 404]).toContain(response.statusCode);
    }
  });
});

describe('the host', () => {
  it('serves its files, hashed ones immutable and main.js no-cache', async () => {
    const main = await get('/main.js');
    expect(main.statusCode).toBe(200);
    expect(main.headers['cache-control']).toBe(NO_CACHE);
    const chunk = await get('/42.0123456789.js');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers index.html for the routes of the single-page app', async () => {
    for (const url of [
      '/',
      '/login?redirect=%2Findex',
      '/house/detail/12',
      '/system/user-auth/role/3',
      '/index11',
    ]) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>host</title>');
      expect(response.headers['cache-control']).toBe(NO_CACHE);
    }
  });

  it('answers 404 for missing files and never serves outside host/dist', async () => {
    expect((await get('/missing.0123456789.js')).statusCode).toBe(404);
    const escaped = await get('/..%2fpackage.json');
    expect(escaped.body).not.toContain('secret');
  });

  it('leaves unknown API paths to the API envelope', async () => {
    const response = await get('/web-api/nothing-here');
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ code: 404 });
  });
});
