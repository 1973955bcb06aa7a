import { loadConfig } from '../../../config';
import { sysModule } from '../../../db/schema/sys-module';
import { call } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';
import { configuredRemoteBuilds, registerRemoteBuilds } from '../module-scan';

const { t } = useTestApp();

beforeAll(async () => {
  await t.db.delete(sysModule);
});

describe('REMOTE_MODULES', () => {
  it('reads name@version pairs and refuses anything else', () => {
    expect(loadConfig({ REMOTE_MODULES: 'remote_house@1.0.0, remote_system@2.1.0' }).remoteModules).toEqual([
      { name: 'remote_house', version: '1.0.0' },
      { name: 'remote_system', version: '2.1.0' },
    ]);
    expect(loadConfig({}).remoteModules).toEqual([]);
    for (const bad of ['remote_house', 'remote_house@', '../x@1.0.0', 'remote_house@1.0.0/../..']) {
      expect(() => loadConfig({ REMOTE_MODULES: bad })).toThrow(/REMOTE_MODULES/);
    }
  });

  it('registers remotes served elsewhere with their menu prefixes', async () => {
    const modules = loadConfig({
      REMOTE_MODULES: 'remote_vehicle@3.0.0,remote_contracts@1.2.0',
    }).remoteModules;
    await registerRemoteBuilds(t.db, configuredRemoteBuilds(modules));
    const res = await call(t.app, 'GET', '/public/modules');
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        {
          name: 'remote_vehicle',
          version: '3.0.0',
          entry: '/remotes/remote_vehicle/3.0.0/remoteEntry.js',
          prefixes: ['vehicle', 'car'],
        },
        {
          name: 'remote_contracts',
          version: '1.2.0',
          entry: '/remotes/remote_contracts/1.2.0/remoteEntry.js',
          prefixes: ['pact'],
        },
      ]),
    );
  });
});
