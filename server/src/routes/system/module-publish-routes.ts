import crypto from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ModuleChecks, sysModule } from '../../db/schema/sys-module';
import { registerMessages } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { ResultCode } from '../../plugins/envelope';
import { cdnAccessOf, isCdnAddress } from '../../services/module-deploy/cdn-fetch';
import { checkBuildAt, checkBuildFolder } from '../../services/module-deploy/check-build';
import { recordModuleEvent } from '../../services/module-deploy/module-events';
import { incomingRoot, publishedDir } from '../../services/module-deploy/published-builds';
import { ArchiveRefused, unpackBuildArchive } from '../../services/module-deploy/unpack-archive';
import { translatedChecks } from '../../services/module-deploy/version-checks';
import { entryUrl, KNOWN_PREFIXES, NAME_PATTERN, VERSION_PATTERN } from '../public/module-scan';
import { moduleMessages } from './module-messages';

registerMessages(moduleMessages);

const PublishAnswer = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Optional(
    Type.Object({
      moduleId: Type.Optional(Type.Integer()),
      name: Type.String(),
      version: Type.String(),
      sizeBytes: Type.Integer(),
      /** True when it went live at once (its module's first version). */
      active: Type.Optional(Type.Boolean()),
      errors: Type.Array(Type.String()),
      warnings: Type.Array(Type.String()),
    }),
  ),
});

const UrlBody = Type.Object(
  {
    name: Type.String({ maxLength: 64 }),
    version: Type.String({ maxLength: 32 }),
    entryUrl: Type.String({ maxLength: 500 }),
  },
  { additionalProperties: false },
);

function checkIdentity(request: FastifyRequest, name: string, version: string): void {
  if (!NAME_PATTERN.test(name)) throw new ApiError('module.badName');
  if (!VERSION_PATTERN.test(version)) throw new ApiError('module.badVersion');
  if (name !== request.deployModule) {
    throw new ApiError('module.otherModule', { module: request.deployModule ?? '' }, ResultCode.forbidden);
  }
}

async function versionTaken(app: FastifyInstance, name: string, version: string): Promise<boolean> {
  const [row] = await app.db
    .select({ moduleId: sysModule.moduleId })
    .from(sysModule)
    .where(and(eq(sysModule.name, name), eq(sysModule.version, version)));
  if (row) return true;
  return fs.stat(publishedDir(app.config.dataDir, name, version)).then(
    () => true,
    () => false,
  );
}

/** A new version serves the menu prefixes its module already serves. */
async function prefixesOf(app: FastifyInstance, name: string): Promise<string[]> {
  const [latest] = await app.db
    .select({ prefixes: sysModule.prefixes })
    .from(sysModule)
    .where(eq(sysModule.name, name))
    .orderBy(desc(sysModule.moduleId))
    .limit(1);
  return latest?.prefixes ?? KNOWN_PREFIXES[name] ?? [name.replace(/^remote_/, '')];
}

const operatorOf = (request: FastifyRequest) => `deploy token (${request.deployModule ?? ''})`;

/** Records a refusal in the module's history and answers it with its reasons. */
async function refuse(
  app: FastifyInstance,
  request: FastifyRequest,
  name: string,
  version: string,
  checks: ModuleChecks,
): Promise<{ code: number; msg: string }> {
  await recordModuleEvent(app.db, {
    moduleName: name,
    version,
    action: 'refuse',
    operator: operatorOf(request),
    detail: { checks },
  });
  const reasons = translatedChecks(request, checks).errors.join('; ');
  // Answered, not thrown: the unpacked files are removed by the caller either way.
  return { code: ResultCode.error, msg: request.t('module.checksFailed', { name, version, reasons }) };
}

async function register(
  app: FastifyInstance,
  request: FastifyRequest,
  values: {
    name: string;
    version: string;
    entry: string;
    source: 'published' | 'url';
    sizeBytes: number;
    checks: ModuleChecks;
  },
) {
  // A module's first version goes live at once (there is nothing to switch from; this
  // is how a fresh stack's containers bring their modules up); any later one waits for
  // an admin to activate it.
  const [live] = await app.db
    .select({ moduleId: sysModule.moduleId })
    .from(sysModule)
    .where(and(eq(sysModule.name, values.name), eq(sysModule.active, true)))
    .limit(1);
  const first = !live;
  const [row] = await app.db
    .insert(sysModule)
    .values({
      name: values.name,
      version: values.version,
      entry: values.entry,
      prefixes: await prefixesOf(app, values.name),
      active: first,
      source: values.source,
      sizeBytes: values.sizeBytes,
      checks: values.checks,
      createBy: operatorOf(request),
    })
    .returning({ moduleId: sysModule.moduleId });
  await recordModuleEvent(app.db, {
    moduleName: values.name,
    version: values.version,
    action: 'publish',
    operator: operatorOf(request),
    detail: { checks: values.checks, source: values.source },
  });
  if (first) {
    await recordModuleEvent(app.db, {
      moduleName: values.name,
      version: values.version,
      action: 'activate',
      operator: operatorOf(request),
      detail: { first: true },
    });
  }
  return {
    code: 200,
    msg: request.t(first ? 'module.publishedLive' : 'module.published', {
      name: values.name,
      version: values.version,
    }),
    data: {
      moduleId: row?.moduleId,
      name: values.name,
      version: values.version,
      sizeBytes: values.sizeBytes,
      active: first,
      ...translatedChecks(request, values.checks),
    },
  };
}

/**
 * Publishing a remote version (issue 13), with a deploy token of that module only:
 * an uploaded build archive, unpacked into an immutable folder of the data folder, or
 * a version hosted elsewhere. Both are checked before they are registered; neither
 * goes live until an admin activates it, unless it is its module's first version.
 */
export const modulePublishRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/system/module/publish',
    {
      config: { permission: '@deploy', operLog: false, repeatSubmit: false },
      schema: {
        tags: ['system'],
        summary: 'Publish a remote version (deploy token)',
        description:
          'multipart/form-data: `name` (federation name), `version`, `archive` (the build folder as .tar.gz, remoteEntry.js at its top). Authorization: Bearer <deploy token of that module>.',
        response: { 200: PublishAnswer },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new ApiError('module.archiveMissing');
      const incoming = incomingRoot(app.config.dataDir);
      await fs.mkdir(incoming, { recursive: true });
      const id = crypto.randomUUID();
      const archive = path.join(incoming, `${id}.tar.gz`);
      const unpacked = path.join(incoming, id);
      const fields: Record<string, string> = {};
      let received = false;
      try {
        for await (const part of request.parts({ limits: { files: 1, fileSize: 50 * 1024 * 1024 } })) {
          if (part.type === 'file') {
            if (part.fieldname !== 'archive' || received) {
              part.file.resume();
              continue;
            }
            await pipeline(part.file, createWriteStream(archive));
            if (part.file.truncated) throw new ApiError('module.archive.tooLarge');
            received = true;
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value.trim();
          }
        }
        const name = fields.name ?? '';
        const version = fields.version ?? '';
        checkIdentity(request, name, version);
        if (!received) throw new ApiError('module.archiveMissing');
        if (await versionTaken(app, name, version))
          throw new ApiError('module.versionExists', { name, version });

        let sizeBytes: number;
        try {
          sizeBytes = await unpackBuildArchive(archive, unpacked);
        } catch (error) {
          if (!(error instanceof ArchiveRefused)) throw error;
          return refuse(app, request, name, version, {
            errors: [{ key: error.key, params: error.params }],
            warnings: [],
          });
        }
        const checks = await checkBuildFolder(app.db, app.config.repoRoot, unpacked, name, version);
        if (checks.errors.length > 0) return refuse(app, request, name, version, checks);
        const target = publishedDir(app.config.dataDir, name, version);
        await fs.mkdir(path.dirname(target), { recursive: true });
        // Same file system: the version appears whole or not at all.
        await fs.rename(unpacked, target);
        return register(app, request, {
          name,
          version,
          entry: entryUrl(name, version),
          source: 'published',
          sizeBytes,
          checks,
        });
      } finally {
        await fs.rm(archive, { force: true });
        await fs.rm(unpacked, { recursive: true, force: true });
      }
    },
  );

  app.post(
    '/system/module/publishUrl',
    {
      config: { permission: '@deploy', operLog: false },
      schema: {
        tags: ['system'],
        summary: 'Register a remote version hosted elsewhere (deploy token)',
        description:
          'JSON `{name, version, entryUrl}`: the https address of the version`s remoteEntry.js on a CDN named in MODULE_CDN_ORIGINS; its mf-manifest.json and pages.json are read beside it. Authorization: Bearer <deploy token of that module>.',
        body: UrlBody,
        response: { 200: PublishAnswer },
      },
    },
    async (request) => {
      const { name, version, entryUrl: address } = request.body;
      checkIdentity(request, name, version);
      let url: URL;
      try {
        url = new URL(address);
      } catch {
        throw new ApiError('module.badEntryUrl');
      }
      if (!url.pathname.endsWith('/remoteEntry.js') || url.search || url.hash)
        throw new ApiError('module.badEntryUrl');
      // Only the configured CDNs, over https (issue 32, finding 12): never a private address.
      const access = cdnAccessOf(app.config);
      if (access.origins.length === 0) throw new ApiError('module.cdnNone');
      if (!isCdnAddress(url, access.origins))
        throw new ApiError('module.cdnNotAllowed', { origins: access.origins.join(', ') });
      if (await versionTaken(app, name, version))
        throw new ApiError('module.versionExists', { name, version });
      const checks = await checkBuildAt(app.db, app.config.repoRoot, url.toString(), name, version, access);
      if (checks.errors.length > 0) return refuse(app, request, name, version, checks);
      return register(app, request, {
        name,
        version,
        entry: url.toString(),
        source: 'url',
        sizeBytes: 0,
        checks,
      });
    },
  );
};
