import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleChecks, sysModule } from '../../db/schema/sys-module';
import { scanRemoteBuilds } from '../../routes/public/module-scan';
import { cdnAccessOf } from './cdn-fetch';
import { checkBuildAt, checkBuildFolder } from './check-build';
import { publishedDir } from './published-builds';

type ModuleRow = typeof sysModule.$inferSelect;

/**
 * Runs the publish checks again on a registered version (activation): an uploaded
 * version in the data folder, a repository build, or a version hosted elsewhere.
 * A version configured with REMOTE_MODULES and not on this machine has nothing to read.
 */
export async function recheckVersion(app: FastifyInstance, row: ModuleRow): Promise<ModuleChecks | null> {
  const { db, config } = app;
  if (row.source === 'published') {
    return checkBuildFolder(
      db,
      config.repoRoot,
      publishedDir(config.dataDir, row.name, row.version),
      row.name,
      row.version,
    );
  }
  if (row.source === 'url')
    return checkBuildAt(db, config.repoRoot, row.entry, row.name, row.version, cdnAccessOf(config));
  const build = (await scanRemoteBuilds(config.repoRoot)).find(
    (found) => found.name === row.name && found.version === row.version,
  );
  if (!build) return null;
  return checkBuildFolder(
    db,
    config.repoRoot,
    `${build.folder}/dist/${build.version}`,
    row.name,
    row.version,
  );
}

/** Check results in the request's language, for answers and the module screen. */
export function translatedChecks(request: FastifyRequest, checks: ModuleChecks) {
  return {
    errors: checks.errors.map((item) => request.t(item.key, item.params)),
    warnings: checks.warnings.map((item) => request.t(item.key, item.params)),
  };
}
