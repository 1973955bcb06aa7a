import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { sysModule } from '../../../db/schema/sys-module';
import { call } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';
import { compareVersions, registerRemoteBuilds, scanRemoteBuilds } from '../module-scan';
import { fakeRepo, put } from './remote-fixture';

const { t, tokens } = useTestApp({ logins: ['admin', 'staff'] });
let repo: string;

beforeAll(async () => {
  await t.db.delete(sysModule);
  repo = await fakeRepo({
    'remote-house': ['1.0.0', '1.10.0', '1.9.2'],
    'remote-vehicle': ['2.0.0'],
    'remote-odd-one': ['0.1.0'],
  });
  await put(
    path.join(repo, 'remote-vehicle', 'dist', '2.0.0', 'mf-manifest.json'),
    JSON.stringify({ name: 'remote_vehicle' }),
  );
  // Not a build: no remoteEntry.js.
  await fs.mkdir(path.join(repo, 'remote-house', 'dist', '3.0.0'), { recursive: true });
});

afterAll(async () => {
  await fs.rm(repo, { recursive: true, force: true });
});

describe('compareVersions', () => {
  it('orders dotted versions numerically', () => {
    expect(['1.9.2', '1.10.0', '1.0.0'].sort(compareVersions)).toEqual(['1.0.0', '1.9.2', '1.10.0']);
    expect(compareVersions('2.0.0', '2.0.0')).toBe(0);
  });
});

describe('scanning remote builds', () => {
  it('finds every version with a remoteEntry.js, with its federation name and prefixes', async () => {
    const builds = await scanRemoteBuilds(repo);
    expect(builds.map((b) => `${b.name}@${b.version}`).sort()).toEqual([
      'remote_house@1.0.0',
      'remote_house@1.10.0',
      'remote_house@1.9.2',
      'remote_odd_one@0.1.0',
      'remote_vehicle@2.0.0',
    ]);
    expect(builds.find((b) => b.name === 'remote_vehicle')?.prefixes).toEqual(['vehicle', 'car']);
    expect(builds.find((b) => b.name === 'remote_house')?.prefixes).toEqual(['house']);
    expect(builds.find((b) => b.name === 'remote_odd_one')?.prefixes).toEqual(['odd_one']);
  });

  it('registers them and activates the newest version of a module without an active one', async () => {
    await registerRemoteBuilds(t.db, await scanRemoteBuilds(repo));
    const rows = await t.db.select().from(sysModule);
    expect(rows).toHaveLength(5);
    const active = rows.filter((row) => row.active).map((row) => `${row.name}@${row.version}`);
    expect(active.sort()).toEqual(['remote_house@1.10.0', 'remote_odd_one@0.1.0', 'remote_vehicle@2.0.0']);
    expect(rows.find((row) => row.version === '1.9.2')?.entry).toBe(
      '/remotes/remote_house/1.9.2/remoteEntry.js',
    );
  });

  it('keeps an existing choice on the next start', async () => {
    const [old] = await t.db.select().from(sysModule).where(eq(sysModule.version, '1.0.0'));
    await t.db.update(sysModule).set({ active: false }).where(eq(sysModule.name, 'remote_house'));
    await t.db.update(sysModule).set({ active: true }).where(eq(sysModule.moduleId, old!.moduleId));
    await registerRemoteBuilds(t.db, await scanRemoteBuilds(repo));
    const active = await t.db.select().from(sysModule).where(eq(sysModule.active, true));
    expect(active.filter((row) => row.name === 'remote_house').map((row) => row.version)).toEqual(['1.0.0']);
    expect(await t.db.select().from(sysModule)).toHaveLength(5);
  });
});

describe('GET /public/modules', () => {
  it('lists the active version of each module without a token', async () => {
    const { body, response } = await call(t.app, 'GET', '/public/modules');
    expect(body.code).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(body.data).toEqual([
      {
        name: 'remote_house',
        version: '1.0.0',
        entry: '/remotes/remote_house/1.0.0/remoteEntry.js',
        prefixes: ['house'],
      },
      {
        name: 'remote_odd_one',
        version: '0.1.0',
        entry: '/remotes/remote_odd_one/0.1.0/remoteEntry.js',
        prefixes: ['odd_one'],
      },
      {
        name: 'remote_vehicle',
        version: '2.0.0',
        entry: '/remotes/remote_vehicle/2.0.0/remoteEntry.js',
        prefixes: ['vehicle', 'car'],
      },
    ]);
  });
});

describe('module administration', () => {
  it('needs system:module:list and system:module:edit', async () => {
    expect((await call(t.app, 'GET', '/system/module/list')).body.code).toBe(401);
    expect((await call(t.app, 'GET', '/system/module/list', { token: tokens.staff })).body.code).toBe(403);
    expect((await call(t.app, 'PUT', '/system/module/activate/1', { token: tokens.staff })).body.code).toBe(
      403,
    );
  });

  it('lists every version as a RuoYi table, with paging and a name filter', async () => {
    const { body } = await call(t.app, 'GET', '/system/module/list', { token: tokens.admin });
    expect(body.code).toBe(200);
    expect(body.total).toBe(5);
    const rows = body.rows as {
      name: string;
      version: string;
      active: boolean;
      createTime: string;
      moduleId: number;
    }[];
    expect(rows[0]).toMatchObject({ name: 'remote_house', version: '1.0.0', active: true });
    expect(rows[0]?.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const page = await call(t.app, 'GET', '/system/module/list', {
      token: tokens.admin,
      query: { pageNum: '1', pageSize: '2', name: 'house' },
    });
    expect(page.body.total).toBe(3);
    expect(page.body.rows).toHaveLength(2);
  });

  it('activates one version and deactivates the other versions of that module only (rollback)', async () => {
    const rows = await t.db.select().from(sysModule);
    const target = rows.find((row) => row.name === 'remote_house' && row.version === '1.9.2')!;
    const { body } = await call(t.app, 'PUT', `/system/module/activate/${target.moduleId}`, {
      token: tokens.admin,
    });
    expect(body.code).toBe(200);
    const after = await t.db.select().from(sysModule).where(eq(sysModule.active, true));
    expect(after.map((row) => `${row.name}@${row.version}`).sort()).toEqual([
      'remote_house@1.9.2',
      'remote_odd_one@0.1.0',
      'remote_vehicle@2.0.0',
    ]);
    const registry = await call(t.app, 'GET', '/public/modules');
    expect((registry.body.data as { version: string }[])[0]?.version).toBe('1.9.2');
  });

  it('answers an unknown id with an error envelope', async () => {
    const { body } = await call(t.app, 'PUT', '/system/module/activate/999999', { token: tokens.admin });
    expect(body.code).toBe(500);
  });
});
