import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { sysModuleToken } from '../../../db/schema/sys-module-deploy';
import { bootstrapTokenFile, ensureBootstrapTokens } from '../../../services/module-deploy/bootstrap-tokens';
import { call, createTestApp, loginAs, type TestApp } from '../../../testing/test-app';
import { fakeRepo, put } from '../../public/__tests__/remote-fixture';
import { KNOWN_PREFIXES } from '../../public/module-scan';
import { HOST_PROVIDES, writeBuild } from './module-build-fixture';

/*
 * docker compose without an admin step (issue 13): the server keeps one deploy token
 * per module in the folder it shares with the remote containers, and each container
 * publishes its own build with shared/build/publish-on-start.sh when it starts. The
 * script runs here as the container runs it (sh, tar, curl) against the real server.
 */
const run = promisify(execFile);
const SCRIPT = path.resolve(__dirname, '../../../../../shared/build/publish-on-start.sh');

let t: TestApp;
let repo: string;
let tokens: string;
let buildRoot: string;
let serverUrl: string;

beforeAll(async () => {
  // A stack whose server has no remote build of its own: only what the containers publish.
  repo = await fakeRepo({}, true);
  await put(
    path.join(repo, 'host', 'dist', 'provided-shared.json'),
    JSON.stringify({ shared: HOST_PROVIDES }),
  );
  tokens = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-deploy-tokens-'));
  buildRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-container-html-'));
  t = await createTestApp({ repoRoot: repo, env: { DEPLOY_TOKEN_DIR: tokens } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  serverUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await t.close();
  for (const dir of [repo, tokens, buildRoot]) await fs.rm(dir, { recursive: true, force: true });
});

function publishOnStart(moduleName: string) {
  return run('sh', [SCRIPT], {
    env: {
      PATH: process.env.PATH,
      MODULE_NAME: moduleName,
      SERVER_URL: serverUrl,
      DEPLOY_TOKEN_DIR: tokens,
      DEPLOY_TOKEN_FILE: bootstrapTokenFile(tokens, moduleName),
      BUILD_ROOT: buildRoot,
      PUBLISH_TRIES: '3',
    },
  });
}

describe('deploy tokens for the containers', () => {
  it('are written at start, one per module, readable by their owner only, stored hashed', async () => {
    for (const name of Object.keys(KNOWN_PREFIXES)) {
      const file = bootstrapTokenFile(tokens, name);
      const token = (await fs.readFile(file, 'utf8')).trim();
      expect(token).toMatch(/^mdt_[\w-]{40,}$/);
      expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
      const rows = await t.db.select().from(sysModuleToken).where(eq(sysModuleToken.moduleName, name));
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(token);
    }
  });

  it('are kept across restarts while live, and replaced once an admin revokes one', async () => {
    const file = bootstrapTokenFile(tokens, 'remote_vehicle');
    const before = await fs.readFile(file, 'utf8');
    expect(await ensureBootstrapTokens(t.db, tokens, Object.keys(KNOWN_PREFIXES))).toEqual([]);
    expect(await fs.readFile(file, 'utf8')).toBe(before);

    const admin = await loginAs(t.app, 'admin', 'admin123');
    const list = await call(t.app, 'GET', '/system/module/token/list?moduleName=remote_vehicle', {
      token: admin,
    });
    const [row] = list.body.rows as { tokenId: number }[];
    expect(
      (await call(t.app, 'DELETE', `/system/module/token/${row?.tokenId}`, { token: admin })).body.code,
    ).toBe(200);
    expect(await ensureBootstrapTokens(t.db, tokens, Object.keys(KNOWN_PREFIXES))).toEqual([
      'remote_vehicle',
    ]);
    expect(await fs.readFile(file, 'utf8')).not.toBe(before);
  });
});

describe('a container publishing its build on start', () => {
  it('brings its module up: the first version goes live and is served with no restart', async () => {
    await writeBuild(path.join(buildRoot, '2.0.0'), { marker: 'container build 2.0.0' });
    const { stdout } = await publishOnStart('remote_house');
    expect(stdout).toContain('publish-on-start: remote_house: 2.0.0:');
    expect(stdout).toContain('is published and live');

    const registry = await fetch(`${serverUrl}/web-api/public/modules`);
    expect(await registry.text()).toContain('/remotes/remote_house/2.0.0/remoteEntry.js');
    const entry = await fetch(`${serverUrl}/remotes/remote_house/2.0.0/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(await entry.text()).toContain('container build 2.0.0');
  });

  it('changes nothing when the container restarts with the same build', async () => {
    const { stdout } = await publishOnStart('remote_house');
    expect(stdout).toMatch(/2\.0\.0: .*exists already/);
    const admin = await loginAs(t.app, 'admin', 'admin123');
    const list = await call(t.app, 'GET', '/system/module/list?name=remote_house', { token: admin });
    expect(list.body.rows).toEqual([
      expect.objectContaining({ version: '2.0.0', active: true, source: 'published' }),
    ]);
  });

  it('publishes a new image as a version that waits for an admin', async () => {
    await fs.rm(path.join(buildRoot, '2.0.0'), { recursive: true });
    await writeBuild(path.join(buildRoot, '2.1.0'), { marker: 'container build 2.1.0' });
    const { stdout } = await publishOnStart('remote_house');
    expect(stdout).toContain('activate it on the module screen');
    const admin = await loginAs(t.app, 'admin', 'admin123');
    const list = await call(t.app, 'GET', '/system/module/list?name=remote_house', { token: admin });
    const rows = list.body.rows as { version: string; active: boolean }[];
    expect(rows.map((row) => [row.version, row.active]).sort()).toEqual([
      ['2.0.0', true],
      ['2.1.0', false],
    ]);
  });

  it('cannot publish another module with its token', async () => {
    await fs.copyFile(bootstrapTokenFile(tokens, 'remote_house'), path.join(tokens, 'stolen.token'));
    const { stdout } = await run('sh', [SCRIPT], {
      env: {
        PATH: process.env.PATH,
        MODULE_NAME: 'remote_system',
        SERVER_URL: serverUrl,
        DEPLOY_TOKEN_FILE: path.join(tokens, 'stolen.token'),
        BUILD_ROOT: buildRoot,
        PUBLISH_TRIES: '3',
      },
    });
    expect(stdout).toMatch(/"code":403/);
  });
});
