import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { create } from 'tar';
import { call, createTestApp, loginAs, type TestApp } from '../../../testing/test-app';
import { postMultipart } from '../../common/__tests__/upload-fixtures';
import { fakeRepo, put } from '../../public/__tests__/remote-fixture';
import { CDN_CERT, type FakeCdn, serveCdn } from './cdn-fixture';
import { type BuildOptions, HOST_PROVIDES, writeBuild } from './module-build-fixture';

/*
 * Publishing a remote version with a deploy token (issue 13): the token's module only,
 * archives unpacked safely or refused with nothing written, the checks at publish and
 * at activation, serving without a restart, switching, rolling back and the history.
 */
let t: TestApp;
let repo: string;
let admin: string;
let houseToken: string;
let vehicleToken: string;
let work: string;
let cdn: FakeCdn;

const REPO_BUILD_MANIFEST = JSON.stringify({
  name: 'remote_house',
  exposes: [{ path: './pages' }],
  shared: [],
});
/** A build folder as `npm run build` writes it, packed as the publish command packs it. */
async function buildArchive(options: BuildOptions = {}): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(work, 'build-'));
  await writeBuild(dir, options);
  const archive = path.join(work, `${path.basename(dir)}.tar.gz`);
  await create({ gzip: true, cwd: dir, file: archive, portable: true }, ['.']);
  return fs.readFile(archive);
}

function publish(
  archive: Buffer,
  version: string,
  token: string | undefined,
  name = 'remote_house',
  lang = 'en',
) {
  return postMultipart(
    t.app,
    '/system/module/publish',
    [
      { field: 'name', value: name },
      { field: 'version', value: version },
      { field: 'archive', fileName: 'build.tar.gz', bytes: archive, contentType: 'application/gzip' },
    ],
    { token, lang },
  );
}

async function publishedFolders(): Promise<string[]> {
  try {
    return (await fs.readdir(path.join(t.config.dataDir, 'remotes', 'remote_house'))).sort();
  } catch {
    return [];
  }
}

async function createToken(moduleName: string): Promise<string> {
  const { body } = await call(t.app, 'POST', '/system/module/token', {
    token: admin,
    body: { moduleName, label: `${moduleName} pipeline` },
  });
  expect(body.code).toBe(200);
  return (body.data as { token: string }).token;
}

interface ModuleRow {
  moduleId: number;
  name: string;
  version: string;
  active: boolean;
  source: string;
  checks: { errors: string[]; warnings: string[] };
}

async function versions(): Promise<ModuleRow[]> {
  const { body } = await call(t.app, 'GET', '/system/module/list?name=remote_house', {
    token: admin,
    lang: 'en',
  });
  return body.rows as ModuleRow[];
}

beforeAll(async () => {
  repo = await fakeRepo({ 'remote-house': ['1.0.0'], 'remote-vehicle': ['1.0.0'] }, true);
  await put(
    path.join(repo, 'host', 'dist', 'provided-shared.json'),
    JSON.stringify({ shared: HOST_PROVIDES }),
  );
  // The repository's own build, as webpack writes its manifest: checked again on a rollback.
  await put(path.join(repo, 'remote-house', 'dist', '1.0.0', 'mf-manifest.json'), REPO_BUILD_MANIFEST);
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-publish-'));
  cdn = await serveCdn({
    'remoteEntry.js': '/* remote_house 1.2.0 */',
    'mf-manifest.json': JSON.stringify({ name: 'remote_house', exposes: [{ path: './pages' }], shared: [] }),
    'pages.json': JSON.stringify({ pages: ['house/village/index'] }),
  });
  await put(path.join(work, 'cdn-ca.pem'), CDN_CERT);
  t = await createTestApp({
    repoRoot: repo,
    env: { MODULE_CDN_ORIGINS: cdn.origin, MODULE_CDN_CA: path.join(work, 'cdn-ca.pem') },
  });
  admin = await loginAs(t.app, 'admin', 'admin123');
  houseToken = await createToken('remote_house');
  vehicleToken = await createToken('remote_vehicle');
});

afterAll(async () => {
  await t.close();
  await cdn.close();
  await fs.rm(repo, { recursive: true, force: true });
  await fs.rm(work, { recursive: true, force: true });
});

describe('deploy tokens', () => {
  it('are shown once, listed without the token, and only for a known module', async () => {
    const { body } = await call(t.app, 'GET', '/system/module/token/list?moduleName=remote_house', {
      token: admin,
    });
    expect(body.rows).toEqual([expect.objectContaining({ moduleName: 'remote_house', revoked: false })]);
    expect(JSON.stringify(body)).not.toContain(houseToken);
    expect(houseToken).toMatch(/^mdt_[\w-]{40,}$/);
    const unknown = await call(t.app, 'POST', '/system/module/token', {
      token: admin,
      body: { moduleName: 'remote_nope', label: '' },
    });
    expect(unknown.body.code).toBe(500);
  });
});

describe('publishing', () => {
  it('needs a deploy token of that very module', async () => {
    const archive = await buildArchive();
    expect((await publish(archive, '1.0.1', undefined)).code).toBe(401);
    expect((await publish(archive, '1.0.1', admin)).code).toBe(401);
    expect((await publish(archive, '1.0.1', 'mdt_forged')).code).toBe(401);
    const other = await publish(archive, '1.0.1', vehicleToken);
    expect(other).toEqual({ code: 403, msg: 'This deploy token may only publish remote_vehicle' });
    expect(await publishedFolders()).toEqual([]);
  });

  it('publishes a checked version that waits for activation, not served before it (issue 32, 5)', async () => {
    const answer = await publish(
      await buildArchive({ marker: 'house 1.0.1', pages: ['house/village/index', 'house/nowhere/index'] }),
      '1.0.1',
      houseToken,
    );
    expect(answer).toMatchObject({
      code: 200,
      msg: 'Version 1.0.1 of remote_house is published; activate it on the module screen',
      data: {
        name: 'remote_house',
        version: '1.0.1',
        errors: [],
        warnings: ['no menu uses these pages: house/nowhere/index'],
      },
    });
    expect(await publishedFolders()).toEqual(['1.0.1']);
    const entry = await t.app.inject({ method: 'GET', url: '/remotes/remote_house/1.0.1/remoteEntry.js' });
    expect(entry.statusCode).toBe(404);
    const row = (await versions()).find((v) => v.version === '1.0.1');
    expect(row).toMatchObject({ active: false, source: 'published' });
    // Sizes of published versions and of repository builds (bytes of their files).
    expect((row as ModuleRow & { sizeBytes: number }).sizeBytes).toBeGreaterThan(0);
    const build = (await versions()).find((v) => v.version === '1.0.0') as ModuleRow & { sizeBytes: number };
    expect(build.sizeBytes).toBe(
      '/* remote-house 1.0.0 */'.length + 'chunk'.length + REPO_BUILD_MANIFEST.length,
    );
    // Still the old version for every user until an admin activates the new one.
    const registry = await call(t.app, 'GET', '/public/modules');
    expect(registry.body.data).toContainEqual(
      expect.objectContaining({ name: 'remote_house', version: '1.0.0' }),
    );
  });

  it('never overwrites a version', async () => {
    const again = await publish(await buildArchive({ marker: 'other content' }), '1.0.1', houseToken);
    expect(again).toEqual({
      code: 500,
      msg: 'Version 1.0.1 of remote_house exists already and is never overwritten',
    });
    const entry = path.join(t.config.dataDir, 'remotes', 'remote_house', '1.0.1', 'remoteEntry.js');
    expect(await fs.readFile(entry, 'utf8')).toContain('house 1.0.1');
  });

  it.each([
    ['a link', { link: true }, 'which is not a plain file'],
    ['a path out of the folder', { escape: true }, 'a path that a build cannot have'],
    ['a PHP file', { extra: { 'shell.php': '<?php ?>' } }, 'a path that a build cannot have'],
    ['a dot file', { extra: { '.htaccess': 'x' } }, 'a path that a build cannot have'],
  ])('refuses an archive with %s and writes nothing', async (_what, kind, message) => {
    let archive: Buffer;
    if ('link' in kind || 'escape' in kind) {
      const dir = await fs.mkdtemp(path.join(work, 'evil-'));
      await put(path.join(dir, 'remoteEntry.js'), 'x');
      if ('link' in kind) await fs.symlink('/etc/passwd', path.join(dir, 'passwd.js'));
      const file = path.join(work, `${path.basename(dir)}.tar.gz`);
      if ('escape' in kind) {
        await put(path.join(work, 'evil.js'), 'x');
        await create({ gzip: true, cwd: dir, file, preservePaths: true }, ['remoteEntry.js', '../evil.js']);
      } else {
        await create({ gzip: true, cwd: dir, file }, ['.']);
      }
      archive = await fs.readFile(file);
    } else {
      archive = await buildArchive({ extra: kind.extra });
    }
    const before = await publishedFolders();
    const answer = await publish(archive, '6.6.6', houseToken);
    expect(answer.code).toBe(500);
    expect(answer.msg).toContain('Version 6.6.6 of remote_house cannot go live');
    expect(answer.msg).toContain(message);
    expect(await publishedFolders()).toEqual(before);
    expect(await fs.readdir(path.join(t.config.dataDir, 'remotes', '.incoming'))).toEqual([]);
  });

  it('refuses a broken archive', async () => {
    const answer = await publish(Buffer.from('not a tar file at all'), '6.6.7', houseToken);
    expect(answer.msg).toContain('not a readable .tar.gz file');
  });

  it.each([
    ['does not expose ./pages', { exposes: ['./other'] }, 'the build does not expose ./pages'],
    ['is another module', { name: 'remote_vehicle' }, 'the build is named remote_vehicle, not remote_house'],
    [
      'needs a singleton the host does not provide',
      { shared: [{ name: 'vue', singleton: true, requiredVersion: '^3.0.0' }] },
      'it needs the shared module vue (^3.0.0), which the host does not provide',
    ],
    [
      'needs another major version of a singleton',
      { shared: [{ name: 'react', singleton: true, requiredVersion: '^20.0.0' }] },
      'it needs react ^20.0.0, the host provides 19.3.1',
    ],
    [
      "runs on another minor version of the host's federation runtime",
      { requires: { '@module-federation/runtime-core': '~2.10.0' } },
      'it needs @module-federation/runtime-core ~2.10.0, the host provides 2.9.2',
    ],
    [
      'needs something else from the host that it does not provide',
      { requires: { '@module-federation/runtime-core': '~2.9.2', 'other-runtime': '^1.0.0' } },
      'it needs the shared module other-runtime (^1.0.0), which the host does not provide',
    ],
  ])('refuses a version that %s, with the reason', async (_what, options, reason) => {
    const answer = await publish(
      await buildArchive(options as BuildOptions),
      '7.0.0',
      houseToken,
      'remote_house',
      'en',
    );
    expect(answer).toEqual({ code: 500, msg: `Version 7.0.0 of remote_house cannot go live: ${reason}` });
    expect(await publishedFolders()).not.toContain('7.0.0');
  });

  it('takes a module a non-singleton with its own copy, and gives reasons in Lao', async () => {
    const lao = await publish(await buildArchive({ exposes: [] }), '7.0.1', houseToken, 'remote_house', 'lo');
    expect(lao.msg).toContain('ບໍ່ໄດ້ເປີດ ./pages');
    const own = await publish(
      await buildArchive({ shared: [{ name: 'dayjs/plugin/x', requiredVersion: '^9.0.0', own: true }] }),
      '1.0.2',
      houseToken,
    );
    expect(own.code).toBe(200);
  });
});

describe('a version hosted elsewhere', () => {
  const registerUrl = (body: Record<string, string>, token = houseToken) =>
    call(t.app, 'POST', '/system/module/publishUrl', { token, lang: 'en', body });

  it('registers a checked version by the https address of its remoteEntry.js on the CDN, never a bad address', async () => {
    for (const entryUrl of [`${cdn.base}main.js`, 'not a url', `${cdn.base}remoteEntry.js?x=1`]) {
      const bad = await registerUrl({ name: 'remote_house', version: '1.2.0', entryUrl });
      expect(bad.body).toEqual({
        code: 500,
        msg: 'The address must be an https address of a remoteEntry.js file',
      });
    }
    const other = await registerUrl(
      { name: 'remote_house', version: '1.2.0', entryUrl: `${cdn.base}remoteEntry.js` },
      vehicleToken,
    );
    expect(other.body.code).toBe(403);
    const missing = await registerUrl({
      name: 'remote_house',
      version: '1.2.1',
      entryUrl: `${cdn.base.replace('1.2.0', '9.9.9')}remoteEntry.js`,
    });
    expect(missing.body.msg).toContain('remoteEntry.js is missing');

    const good = await registerUrl({
      name: 'remote_house',
      version: '1.2.0',
      entryUrl: `${cdn.base}remoteEntry.js`,
    });
    expect(good.body).toMatchObject({ code: 200, data: { version: '1.2.0', errors: [], warnings: [] } });
    const row = (await versions()).find((v) => v.version === '1.2.0');
    expect(row).toMatchObject({ source: 'url', active: false });
    expect((row as unknown as { entry: string }).entry).toBe(`${cdn.base}remoteEntry.js`);
  });
});

describe('switching and rolling back', () => {
  it('activates a version (checked again), rolls back in one call, and keeps the history', async () => {
    const target = (await versions()).find((v) => v.version === '1.0.1');
    const activated = await call(t.app, 'PUT', `/system/module/activate/${target?.moduleId}`, {
      token: admin,
    });
    expect(activated.body.code).toBe(200);
    const served = () => t.app.inject({ method: 'GET', url: '/remotes/remote_house/1.0.1/remoteEntry.js' });
    expect((await served()).body).toContain('house 1.0.1');
    let registry = await call(t.app, 'GET', '/public/modules');
    expect(registry.body.data).toContainEqual(
      expect.objectContaining({ name: 'remote_house', version: '1.0.1' }),
    );
    // Other modules are untouched.
    expect(registry.body.data).toContainEqual(
      expect.objectContaining({ name: 'remote_vehicle', version: '1.0.0' }),
    );

    const rollback = await call(t.app, 'PUT', '/system/module/rollback/remote_house', {
      token: admin,
      lang: 'en',
    });
    expect(rollback.body).toEqual({ code: 200, msg: 'Operation successful' });
    registry = await call(t.app, 'GET', '/public/modules');
    expect(registry.body.data).toContainEqual(
      expect.objectContaining({ name: 'remote_house', version: '1.0.0' }),
    );
    // Still served after the switch: open tabs run it, and it can be activated again.
    expect((await served()).statusCode).toBe(200);

    const { body } = await call(t.app, 'GET', '/system/module/events?moduleName=remote_house', {
      token: admin,
      lang: 'en',
    });
    const actions = (
      body.rows as { action: string; version: string; fromVersion: string | null; operator: string }[]
    ).map(
      (row) =>
        `${row.action} ${row.version}${row.fromVersion ? ` from ${row.fromVersion}` : ''} by ${row.operator}`,
    );
    expect(actions.slice(0, 2)).toEqual([
      'rollback 1.0.0 from 1.0.1 by admin',
      'activate 1.0.1 from 1.0.0 by admin',
    ]);
    expect(actions).toContain('publish 1.0.2 by deploy token (remote_house)');
    expect(actions).toContain('publish 1.2.0 by deploy token (remote_house)');
    expect(actions).toContain('refuse 7.0.0 by deploy token (remote_house)');
  });

  it('refuses to activate a version the host no longer supports', async () => {
    expect((await publish(await buildArchive(), '1.0.3', houseToken)).code).toBe(200);
    await put(
      path.join(repo, 'host', 'dist', 'provided-shared.json'),
      JSON.stringify({ shared: { ...HOST_PROVIDES, react: '18.3.1' } }),
    );
    try {
      const target = (await versions()).find((v) => v.version === '1.0.3');
      const answer = await call(t.app, 'PUT', `/system/module/activate/${target?.moduleId}`, {
        token: admin,
        lang: 'en',
      });
      expect(answer.body).toEqual({
        code: 500,
        msg: 'Version 1.0.3 of remote_house cannot go live: it needs react ^19.3.1, the host provides 18.3.1',
      });
      expect((await versions()).find((v) => v.version === '1.0.3')?.active).toBe(false);
    } finally {
      await put(
        path.join(repo, 'host', 'dist', 'provided-shared.json'),
        JSON.stringify({ shared: HOST_PROVIDES }),
      );
    }
  });

  it('a revoked token publishes nothing more', async () => {
    const { body } = await call(t.app, 'GET', '/system/module/token/list?moduleName=remote_house', {
      token: admin,
    });
    const [token] = body.rows as { tokenId: number }[];
    expect(
      (await call(t.app, 'DELETE', `/system/module/token/${token?.tokenId}`, { token: admin })).body.code,
    ).toBe(200);
    expect((await publish(await buildArchive(), '1.0.9', houseToken)).code).toBe(401);
  });
});
