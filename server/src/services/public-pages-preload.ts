import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type HostPaths, publicStartComponent } from '../plugins/public-paths';
import { entryUrl, isFile, PUBLIC_PAGES_FILE } from '../routes/public/module-scan';
import { activeModules } from './module-deploy/active-modules';

/**
 * The public pages module of the active remote whose page a path of the public pages'
 * start shows (public-paths.json's `publicStartPages`), when this server has it: not for
 * a version hosted elsewhere, or built before the module existed.
 */
export async function publicPagesModule(
  app: FastifyInstance,
  paths: HostPaths | null,
  pathname: string,
): Promise<string | null> {
  const component = publicStartComponent(paths, pathname);
  if (!component) return null;
  const prefix = component.split('/')[0] ?? '';
  const rows = await activeModules(app.db);
  const row = rows.find((candidate) => candidate.prefixes.includes(prefix));
  if (!row || row.entry !== entryUrl(row.name, row.version)) return null;
  if (!(await isFile(path.join(app.remoteBuildDir(row.name, row.version), PUBLIC_PAGES_FILE)))) return null;
  return `/remotes/${row.name}/${row.version}/${PUBLIC_PAGES_FILE}`;
}

/**
 * Asks the browser, with the public pages' start (public.html), for the remote's public
 * pages module at once: it then downloads beside the host's start-up instead of after
 * the module registry's answer (docs/benchmarks.md).
 */
export async function preloadPublicPages(
  app: FastifyInstance,
  reply: FastifyReply,
  paths: HostPaths | null,
  pathname: string,
): Promise<void> {
  const file = await publicPagesModule(app, paths, pathname);
  if (file) reply.header('Link', `<${file}>; rel=modulepreload`);
}
