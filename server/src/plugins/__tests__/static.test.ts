import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
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
  // Twins as the build writes them (create-webpack-config.ts): brotli and gzip.
  const chunk = `/* chunk */ ${'console.log("a house");'.repeat(200)}`;
  await put(path.join(repo, 'host', 'dist', '77.0123456789.js'), chunk);
  await put(path.join(repo, 'host', 'dist', '77.0123456789.js.br'), zlib.brotliCompressSync(chunk));
  await put(path.join(repo, 'host', 'dist', '77.0123456789.js.gz'), zlib.gzipSync(chunk));
  // The route guard's paths without login and the public pages' start, as the host's build
  // writes them, and that start's page.
  await put(
    path.join(repo, 'host', 'dist', 'public-paths.json'),
    JSON.stringify({
      patterns: ['/login', '/house/detail/:id', '/car/detail/:id', '/index11', '/redirect/*'],
      publicStart: ['/house/detail/:id', '/car/detail/:id'],
      // The page each shows; no vehicle remote is built here.
      publicStartPages: {
        '/house/detail/:id': 'house/public/house-detail',
        '/car/detail/:id': 'vehicle/public/car-detail',
      },
    }),
  );
  await put(path.join(repo, 'host', 'dist', 'public.html'), '<!doctype html><title>public start</title>');
  // Prerendered login pages (host/src/app/prerender-login.tsx), here without a Chinese one.
  for (const language of ['lo', 'en']) {
    const page = `<!doctype html><title>login ${language}</title>`;
    await put(path.join(repo, 'host', 'dist', `login.${language}.html`), page);
    await put(path.join(repo, 'host', 'dist', `login.${language}.html.gz`), zlib.gzipSync(page));
  }
  const remoteChunk = path.join(repo, 'remote-house', 'dist', '1.0.0', '88.0123456789.js');
  await put(remoteChunk, chunk);
  await put(`${remoteChunk}.gz`, zlib.gzipSync(chunk));
  // The plain public pages module, in its folder of the version (public-pages-entry.ts).
  await put(
    path.join(repo, 'remote-house', 'dist', '1.0.0', 'public', 'public-pages.js'),
    'export default {};',
  );
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
    expect(remoteCacheControl('public/public-pages.js')).toBe(NO_CACHE);
    expect(remoteCacheControl('public/618.abcdef0123.js')).toBe(IMMUTABLE);
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
    const publicPages = await get('/remotes/remote_house/1.0.0/public/public-pages.js');
    expect(publicPages.statusCode).toBe(200);
    expect(publicPages.headers['cache-control']).toBe(NO_CACHE);
    expect(publicPages.headers['content-type']).toMatch(/javascript/);
    expect(publicPages.headers['access-control-allow-origin']).toBe('*');
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

describe('compression', () => {
  const chunkText = `/* chunk */ ${'console.log("a house");'.repeat(200)}`;

  it('sends the brotli twin when the browser accepts it, else gzip, else the plain file', async () => {
    const br = await get('/77.0123456789.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(chunkText);

    const gzip = await get('/77.0123456789.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(chunkText);

    const plain = await get('/77.0123456789.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunkText);
  });

  it('falls back to the twin that exists for a remote, and to the plain file without twins', async () => {
    const remote = await get('/remotes/remote_house/1.0.0/88.0123456789.js', {
      'accept-encoding': 'br, gzip',
    });
    expect(remote.headers['content-encoding']).toBe('gzip');
    expect(remote.headers['access-control-allow-origin']).toBe('*');
    expect(zlib.gunzipSync(remote.rawPayload).toString()).toBe(chunkText);

    const entry = await get('/remotes/remote_house/1.0.0/remoteEntry.js', { 'accept-encoding': 'br, gzip' });
    expect(entry.headers['content-encoding']).toBeUndefined();
    expect(entry.body).toContain('remote-house 1.0.0');
  });

  it('never serves a twin as a file of its own name outside the build', async () => {
    const escaped = await get('/..%2fpackage.json', { 'accept-encoding': 'br, gzip' });
    expect(escaped.body).not.toContain('secret');
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
    for (const url of ['/', '/login/other', '/system/user-auth/role/3', '/index11', '/house/detail']) {
      const response = await get(url, { accept: 'text/html', cookie: 'Admin-Token=t0k3n' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>host</title>');
      expect(response.headers['cache-control']).toBe(NO_CACHE);
    }
  });

  it("answers the public pages' start with public.html, with a session or without", async () => {
    for (const [url, cookie] of [
      ['/house/detail/12', ''],
      ['/House/Detail/12/?from=share', ''],
      ['/house/detail/12', 'Admin-Token=t0k3n'],
    ] as const) {
      const response = await get(url, { accept: 'text/html', cookie });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>public start</title>');
      expect(response.headers['cache-control']).toBe(NO_CACHE);
    }
    // Only those paths: a longer one is the staff app's.
    const longer = await get('/house/detail/12/more', { cookie: 'Admin-Token=t0k3n' });
    expect(longer.headers.link).toBeUndefined();
    expect(longer.body).toContain('<title>host</title>');
    expect((await get('/public.html')).headers['cache-control']).toBe(NO_CACHE);
  });

  it("preloads the public pages module of the active remote whose page a public start's path shows", async () => {
    const preload = '</remotes/remote_house/1.0.0/public/public-pages.js>; rel=modulepreload';
    expect((await get('/house/detail/12', { accept: 'text/html' })).headers.link).toBe(preload);
    expect((await get('/House/Detail/12/', { accept: 'text/html' })).headers.link).toBe(preload);
    // No remote serves the car page here: the page loads without a preload.
    const car = await get('/car/detail/7', { accept: 'text/html' });
    expect(car.body).toContain('<title>public start</title>');
    expect(car.headers.link).toBeUndefined();
    expect((await get('/index11', { accept: 'text/html' })).headers.link).toBeUndefined();
  });

  it('sends a browser without a session from any but the public paths to the login page', async () => {
    for (const [url, redirect] of [
      ['/', '/'],
      ['/system/user?pageNum=2', '/system/user?pageNum=2'],
      ['/house/detail/12/more', '/house/detail/12/more'],
      ['/a%20b', '/a%20b'],
    ] as const) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`/login?redirect=${encodeURIComponent(redirect)}`);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
    }
    // The public paths (any case, a trailing slash, any rest after `*`) are the app's.
    for (const url of [
      '/house/detail/12',
      '/House/Detail/12/',
      '/index11',
      '/redirect/system/user',
      '/login/',
    ]) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode).toBe(200);
    }
    expect((await get('/index11')).headers.vary).toContain('Cookie');
    // A session cookie, even an expired one, is the app's to judge.
    expect((await get('/system/user', { cookie: 'Admin-Token=old' })).statusCode).toBe(200);
    expect((await get('/system/user', { cookie: 'Admin-Token=' })).statusCode).toBe(302);
  });

  it('answers /login with the prerendered page in the language the browser will start in', async () => {
    const page = async (headers: Record<string, string>, url = '/login') => {
      const response = await get(url, { accept: 'text/html', ...headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
      return response;
    };
    // No cookie, no Accept-Language: Lao, the product's default.
    expect((await page({})).body).toContain('<title>login lo</title>');
    // The browser's language, then the one chosen in the app (its cookie) over it.
    expect((await page({ 'accept-language': 'en-US,en;q=0.9' })).body).toContain('login en');
    const chosen = await page({ 'accept-language': 'en-US', cookie: 'a=1; language=lo; b=2' });
    expect(chosen.body).toContain('login lo');
    expect(chosen.headers.vary).toContain('Cookie');
    expect(chosen.headers.vary).toContain('Accept-Language');
    expect((await page({ cookie: 'language=en' }, '/login?redirect=%2Findex')).body).toContain('login en');
    // A cookie that is no language of the product is not a path: the browser's language.
    for (const cookie of ['language=../index', 'language=en%2F..', 'language=']) {
      expect((await page({ cookie, 'accept-language': 'en' })).body).toContain('login en');
    }
    // Compressed like the other pages.
    const gzip = await page({ cookie: 'language=en', 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('login en');
    // A build without the page in that language: the app's index.html.
    expect((await page({ cookie: 'language=zh' })).body).toContain('<title>host</title>');
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
