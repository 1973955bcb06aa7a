import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { OkSchema } from '../../plugins/envelope';
import { UPLOAD_RULES } from '../../services/file-storage';
import { BusinessType } from '../../types/auth';
import { receiveUploads } from './receive-uploads';

const StoredFileSchema = Type.Object({
  fileName: Type.String({ description: 'Stored path, `/profile/upload/<yyyy>/<MM>/<dd>/<uuid>.<ext>`' }),
  url: Type.String({ description: 'Where it is served, `/web-api/profile/upload/...`' }),
  newFileName: Type.String({ description: '`<uuid>.<ext>`' }),
  originalFilename: Type.String({ description: 'The name the client sent (metadata only)' }),
});

/** `{code, msg}` plus the names of one stored file (all optional: failures share HTTP 200). */
const SingleFileAnswer = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  url: Type.Optional(Type.String()),
  fileName: Type.Optional(Type.String()),
  newFileName: Type.Optional(Type.String()),
  originalFilename: Type.Optional(Type.String()),
});

/** RuoYi's `/common/uploads`: the names of every stored file, comma-separated. */
const ManyFilesAnswer = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  urls: Type.Optional(Type.String()),
  fileNames: Type.Optional(Type.String()),
  newFileNames: Type.Optional(Type.String()),
  originalFilenames: Type.Optional(Type.String()),
});

const describe = (kind: keyof typeof UPLOAD_RULES) => {
  const rule = UPLOAD_RULES[kind];
  return `${rule.label} by content, at most ${rule.maxMb} MB each`;
};

/**
 * Uploads (spec sections 5 and 7): images, a video, generic documents. Any signed-in
 * user may upload; files are typed by their content and stored under generated names.
 */
export const commonUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['common: files'];
  const operLog = (title: string) => ({ title, businessType: BusinessType.insert });

  app.post(
    '/upload',
    {
      config: { permission: '@login', operLog: operLog('Upload images') },
      schema: {
        tags,
        summary: 'Upload images',
        description:
          `multipart/form-data: \`files\` (one or many; ${describe('image')}, at most ${UPLOAD_RULES.image.maxFiles} ` +
          'per request) and `fileType` (default `image`). `data` lists `{fileName, url}` in the order sent.',
        consumes: ['multipart/form-data'],
        response: { 200: OkSchema(Type.Array(StoredFileSchema)) },
      },
    },
    async (request) => {
      const { files } = await receiveUploads(request, 'image', ['files', 'file']);
      return {
        code: 200,
        msg: request.t('success'),
        data: files.map(({ fileName, url, newFileName, originalFilename }) => ({
          fileName,
          url,
          newFileName,
          originalFilename,
        })),
      };
    },
  );

  app.post(
    '/uploadVideo',
    {
      config: { permission: '@login', operLog: operLog('Upload video') },
      schema: {
        tags,
        summary: 'Upload a video',
        description: `multipart/form-data: \`file\` (one; ${describe('video')}) and \`fileType\` (default \`video\`).`,
        consumes: ['multipart/form-data'],
        response: { 200: SingleFileAnswer },
      },
    },
    async (request) => {
      const { files } = await receiveUploads(request, 'video', ['file']);
      const [file] = files;
      return { code: 200, msg: request.t('success'), ...singleFile(file) };
    },
  );

  app.post(
    '/common/upload',
    {
      config: { permission: '@login', operLog: operLog('Upload file') },
      schema: {
        tags,
        summary: 'Upload one document',
        description: `multipart/form-data: \`file\` (one; ${describe('file')}).`,
        consumes: ['multipart/form-data'],
        response: { 200: SingleFileAnswer },
      },
    },
    async (request) => {
      const { files } = await receiveUploads(request, 'file', ['file'], { maxFiles: 1 });
      const [file] = files;
      return { code: 200, msg: request.t('success'), ...singleFile(file) };
    },
  );

  app.post(
    '/common/uploads',
    {
      config: { permission: '@login', operLog: operLog('Upload files') },
      schema: {
        tags,
        summary: 'Upload several documents',
        description:
          `multipart/form-data: \`files\` (${describe('file')}, at most ${UPLOAD_RULES.file.maxFiles} per request). ` +
          'The answer lists each name comma-separated, in the order sent.',
        consumes: ['multipart/form-data'],
        response: { 200: ManyFilesAnswer },
      },
    },
    async (request) => {
      const { files } = await receiveUploads(request, 'file', ['files', 'file']);
      const join = (pick: (file: (typeof files)[number]) => string) => files.map(pick).join(',');
      return {
        code: 200,
        msg: request.t('success'),
        urls: join((file) => file.url),
        fileNames: join((file) => file.fileName),
        newFileNames: join((file) => file.newFileName),
        originalFilenames: join((file) => file.originalFilename),
      };
    },
  );
};

function singleFile(
  file: { fileName: string; url: string; newFileName: string; originalFilename: string } | undefined,
) {
  if (!file) return {};
  const { fileName, url, newFileName, originalFilename } = file;
  return { url, fileName, newFileName, originalFilename };
}
