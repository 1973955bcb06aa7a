import path from 'node:path';
import fp from 'fastify-plugin';
import { configuredRemoteBuilds, registerRemoteBuilds, scanRemoteBuilds } from '../routes/public/module-scan';
import { publishedDir } from '../services/module-deploy/published-builds';

/**
 * The remote builds of this repository (`remote-*\/dist/<version>/`, see module-scan),
 * registered in sys_module at start with those of `REMOTE_MODULES`, and where a
 * version's files are on this machine (`app.remoteBuildDir`): its repository build, else
 * the folder it was published into. The static plugin serves them from there; the
 * public pages' start preloads a remote's public pages module from there.
 */
export const remoteBuildsPlugin = fp(
  async (app) => {
    const builds = await scanRemoteBuilds(app.config.repoRoot);
    await registerRemoteBuilds(app.db, [...builds, ...configuredRemoteBuilds(app.config.remoteModules)]);
    app.log.info({ remotes: builds.map((b) => `${b.name}@${b.version}`) }, 'remote builds registered');
    /** name@version -> its build folder, for the builds on this machine. */
    const buildDirs = new Map(
      builds.map((b) => [`${b.name}@${b.version}`, path.join(b.folder, 'dist', b.version)]),
    );
    app.decorate(
      'remoteBuildDir',
      (name: string, version: string) =>
        buildDirs.get(`${name}@${version}`) ?? publishedDir(app.config.dataDir, name, version),
    );
  },
  { name: 'remote-builds' },
);
