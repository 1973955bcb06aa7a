import fs from 'node:fs/promises';
import path from 'node:path';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../plugins/api-error';
import { fail, ResultCode } from '../../plugins/envelope';
import {
  attachmentDisposition,
  downloadDirOf,
  downloadNameOf,
  encodedDownloadName,
  isAllowedDownloadName,
  type ResolvedFile,
  resolveInside,
  resolveStoredFile,
} from '../../services/file-storage';
import { PublicFiles } from '../../services/public-files';
import { hasFileSession } from './file-session';
import { sendFile } from './send-file';

/** Stored images and videos have generated (uuid) names and never change, but may be deleted: a day. */
const MEDIA_CACHE = 'public, max-age=86400';
/** The same for a file shown to signed-in users only: the browser's cache, never a shared one. */
const PRIVATE_MEDIA_CACHE = 'private, max-age=86400';
/** What `/profile/**` shows inline; every other stored file is sent as an attachment. */
const isInlineMedia = (contentType: string) => /^(image\/(png|jpeg|gif|webp)|video\/)/.test(contentType);
/** Downloads carry the user's data: never kept by shared caches. */
const PRIVATE = 'private, no-store';

const DownloadQuery = Type.Object({
  fileName: Type.String({ minLength: 1, maxLength: 255 }),
  delete: Type.Optional(Type.Boolean({ default: false })),
});

const ResourceQuery = Type.Object({
  resource: Type.String({ minLength: 1, maxLength: 255 }),
});

/** Whether a `/common/download` name points at a stored upload rather than the downloads folder. */
const isStoredPath = (name: string) => /^(\/web-api)?\/profile\//.test(name);

function attachmentHeaders(name: string) {
  return {
    disposition: attachmentDisposition(name),
    extra: {
      'download-filename': encodedDownloadName(name),
      'Access-Control-Expose-Headers': 'Content-Disposition, download-filename',
    },
  };
}

/**
 * Serving and downloading stored files:
 * - `GET /profile/upload/**` (and `/profile/avatar/**`): the files the public pages show
 *   (public-files.ts) to anyone; every other one only with a session, the bearer token or
 *   the `Admin-Token` cookie that same-origin `<img>` requests carry (issue 32, 15);
 *   a day's caching (shared caches for public files only), byte ranges for video;
 * - `GET /common/download?fileName=&delete=`: a generated file from DATA_DIR/downloads
 *   (or a stored upload by its `/profile/upload/...` path), removed after sending when
 *   `delete=true` (downloads folder only: uploads belong to their records);
 * - `GET /common/download/resource?resource=`: a stored upload as an attachment.
 * No path from a client reaches the disk unchecked: see resolveStoredFile and resolveInside.
 */
export const commonDownloadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['common: files'];
  const uploadDir = app.config.uploadDir;
  const downloadDir = downloadDirOf(app.config);
  const publicFiles = new PublicFiles(app.db);
  /** Files to remove once their answer has been sent. */
  const removeAfterSend = new WeakMap<FastifyRequest, string>();

  app.addHook('onResponse', async (request) => {
    const file = removeAfterSend.get(request);
    if (!file) return;
    removeAfterSend.delete(request);
    await fs
      .rm(file, { force: true })
      .catch((error) => request.log.warn({ err: error }, 'could not remove a download'));
  });

  app.get(
    '/profile/*',
    {
      config: { permission: '@public' },
      logLevel: 'warn',
      schema: {
        tags,
        summary: 'A stored upload',
        description:
          'Serves `/profile/upload/<yyyy>/<MM>/<dd>/<uuid>.<ext>` (and avatars under `/profile/avatar/`) with the ' +
          'Content-Type of the sniffed type; supports Range. Without a session (bearer token or `Admin-Token` ' +
          'cookie) only the files the public pages show (photos and videos of listed houses and of vehicles on ' +
          'offer, images of published articles): HTTP 401 for the others, 404 for anything else.',
      },
    },
    async (request, reply) => {
      const storedPath = `/profile/${(request.params as { '*': string })['*']}`;
      const file = await resolveStoredFile(uploadDir, storedPath);
      if (!file) return reply.code(404).send(fail(request.t('file.notFound'), ResultCode.notFound));
      const signedIn = await hasFileSession(app, request);
      if (!signedIn && !(await publicFiles.isPublic(storedPath))) {
        return reply.code(401).send(fail(request.t('unauthorized'), ResultCode.unauthorized));
      }
      // Images and videos show inline (nosniff, sandboxed by the API's CSP); documents are
      // only ever downloaded, and nothing public is kept by shared caches for long.
      const media = isInlineMedia(file.contentType);
      const mediaCache = signedIn ? PRIVATE_MEDIA_CACHE : MEDIA_CACHE;
      return sendFile(request, reply, file, {
        contentType: file.contentType,
        cacheControl: media ? mediaCache : PRIVATE,
        ranges: media,
        ...(media ? {} : { disposition: attachmentDisposition(path.posix.basename(storedPath)) }),
      });
    },
  );

  app.get(
    '/common/download',
    {
      config: { permission: '@login' },
      schema: {
        tags,
        summary: 'Download a generated file',
        description:
          '`fileName` names a file in the downloads folder (e.g. `<uuid>_users.xlsx`; saved as `users.xlsx`) or a ' +
          'stored upload (`/profile/upload/...`). `delete=true` removes a downloads-folder file after sending. ' +
          'Failures answer the `{code, msg}` envelope.',
        querystring: DownloadQuery,
      },
    },
    async (request, reply) => {
      const { fileName } = request.query;
      if (!isStoredPath(fileName) && !isAllowedDownloadName(fileName)) {
        throw new ApiError('download.illegalName', { name: downloadNameOf(fileName) });
      }
      let file: ResolvedFile | null;
      if (isStoredPath(fileName)) {
        file = await resolveStoredFile(uploadDir, fileName);
      } else {
        file = await resolveInside(downloadDir, fileName);
        if (file && request.query.delete === true) removeAfterSend.set(request, file.path);
      }
      if (!file) throw new ApiError('file.notFound');
      const { disposition, extra } = attachmentHeaders(fileName);
      reply.headers(extra);
      return sendFile(request, reply, file, {
        contentType: 'application/octet-stream',
        cacheControl: PRIVATE,
        disposition,
      });
    },
  );

  app.get(
    '/common/download/resource',
    {
      config: { permission: '@login' },
      schema: {
        tags,
        summary: 'Download a stored upload',
        description:
          '`resource` is a stored path (`/profile/upload/<yyyy>/<MM>/<dd>/<uuid>.<ext>`, with or without `/web-api`). ' +
          'Sent as an attachment; failures answer the `{code, msg}` envelope.',
        querystring: ResourceQuery,
      },
    },
    async (request, reply) => {
      const { resource } = request.query;
      const file = await resolveStoredFile(uploadDir, resource);
      if (!file) throw new ApiError('file.notFound');
      const { disposition, extra } = attachmentHeaders(file.name);
      reply.headers(extra);
      return sendFile(request, reply, file, {
        contentType: file.contentType,
        cacheControl: PRIVATE,
        disposition,
      });
    },
  );
};
