import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, desc, eq, inArray, like } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { pactContract, pactTemplate } from '../../db/schema/pact';
import { registerMessages } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { FailSchema, OkSchema, TableSchema } from '../../plugins/envelope';
import { idsOrThrow } from '../../services/crud-queries';
import { CommaIdsParam } from '../../services/crud-schemas';
import { formatDateTime } from '../../services/date-format';
import { docxPlaceholders } from '../../services/docx/docx-fill';
import { docxToEditorHtml } from '../../services/docx/docx-html';
import { setDocxTitle } from '../../services/docx/docx-properties';
import { assertSafeDocx, UnsafeDocumentError } from '../../services/docx/safe-zip';
import { templateOrThrow } from '../../services/pact-contracts';
import {
  newContractFileName,
  newTemplateFileName,
  readStoredDocx,
  removeStoredDocx,
  writeStoredDocx,
} from '../../services/pact-files';
import { alwaysPageOf, likePattern, pageNumberFields } from '../../services/paging';
import { sendDocumentInline } from './contract-docx-answers';
import { hasDocxExtension, looksLikeZip, templateNameFromFile } from './docx-upload';
import { convertHtmlToDocx } from './html-to-docx';
import { pactMessages } from './pact-messages';

/** Largest template upload (spec section 5: documents up to 5 MB). */
export const MAX_TEMPLATE_MB = 5;
const MAX_TEMPLATE_BYTES = MAX_TEMPLATE_MB * 1024 * 1024;

type TemplateRow = typeof pactTemplate.$inferSelect;

const TemplateListRow = Type.Object({
  id: Type.Integer(),
  templateName: Type.String(),
  placeholders: Type.Array(Type.String()),
  type: Type.Integer(),
  createBy: Type.String(),
  createTime: Type.Union([Type.String(), Type.Null()]),
  updateTime: Type.Union([Type.String(), Type.Null()]),
});
const TemplateDetail = Type.Object({ ...TemplateListRow.properties, templateContent: Type.String() });

function listRow(row: Omit<TemplateRow, 'templateContent' | 'fileName' | 'remark' | 'updateBy'>) {
  return {
    id: row.id,
    templateName: row.templateName,
    placeholders: row.placeholders,
    type: row.type,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
    updateTime: formatDateTime(row.updateTime),
  };
}

const TemplateType = Type.Union([Type.Literal(1), Type.Literal(2)]);

const ListBody = Type.Object({
  ...pageNumberFields,
  /** 1 house templates (the default), 2 vehicle templates. */
  type: Type.Optional(TemplateType),
  templateName: Type.Optional(Type.String({ maxLength: 200 })),
});

const Uploaded = Type.Object({ id: Type.Integer(), templateName: Type.String(), contractId: Type.Integer() });

interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

/**
 * Reads the multipart body: exactly one file (field `file`) and the `fileType`
 * field, within the size limit. Every part is consumed, so the request ends cleanly.
 */
async function readUpload(
  request: FastifyRequest,
): Promise<{ file: UploadedFile; fileType: string | undefined }> {
  let file: UploadedFile | undefined;
  let fileType: string | undefined;
  let extraFile = false;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_TEMPLATE_BYTES, files: 2, fields: 10 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (file || part.fieldname !== 'file') extraFile = true;
        else file = { fileName: part.filename, bytes };
      } else if (part.fieldname === 'fileType') {
        fileType = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError('pact.tooLarge', { size: MAX_TEMPLATE_MB });
    if (code === 'FST_FILES_LIMIT') throw new ApiError('pact.oneFile');
    throw error;
  }
  if (extraFile) throw new ApiError('pact.oneFile');
  if (!file) throw new ApiError('pact.noFile');
  return { file, fileType };
}

/**
 * Refuses a zip bomb, a broken archive or a zip that is not a Word document with a
 * translated message, before any library opens it.
 */
async function safeDocxOrThrow(request: FastifyRequest, bytes: Buffer): Promise<void> {
  try {
    await assertSafeDocx(bytes);
  } catch (error) {
    if (!(error instanceof UnsafeDocumentError)) throw error;
    request.log.warn({ reason: error.reason }, 'unsafe .docx refused');
    const readable = error.reason === 'notZip' || error.reason === 'notDocx' || error.reason === 'corrupt';
    throw new ApiError(readable ? 'pact.unreadable' : 'pact.unsafeDocument');
  }
}

/** Contract templates: upload (.docx kept + editor HTML + a draft contract), list, detail, document, delete. */
export const pactTemplateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerMessages(pactMessages);
  const db = app.db;
  const tags = ['pact: templates'];
  const uploadDir = app.config.uploadDir;

  app.post(
    '/pact/templates/upload-and-create',
    {
      config: { permission: 'pact:template:upload', operLog: { title: 'Contract template' } },
      schema: {
        tags,
        summary: 'Upload a .docx template; creates the template and a draft contract from it',
        description:
          'multipart/form-data: `file` (one .docx, at most 5 MB) and `fileType` (1 house, 2 vehicle; default 1). ' +
          'The .docx is kept (checked first: a zip bomb is refused at once) and its editor HTML and placeholders ' +
          '(headers and footers too) are read from it; `data.id` is the new template, `data.contractId` the draft ' +
          'contract, which gets its own copy of the document.',
        consumes: ['multipart/form-data'],
        response: { 200: OkSchema(Uploaded) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw new ApiError('pact.noFile');
      const { file, fileType } = await readUpload(request);
      const type = fileType === undefined || fileType === '' ? 1 : Number(fileType);
      if (type !== 1 && type !== 2) throw new ApiError('pact.badFileType');
      // Both the name and the content must say .docx: a renamed PDF or executable is refused.
      if (!hasDocxExtension(file.fileName) || !looksLikeZip(file.bytes)) throw new ApiError('pact.onlyDocx');
      // Before anything opens the zip: a bomb or a broken archive is refused here, fast.
      await safeDocxOrThrow(request, file.bytes);

      const templateName = templateNameFromFile(file.fileName, request.t('pact.defaultName'));
      let html: string;
      let placeholders: string[];
      let contractDocx: Buffer;
      try {
        html = await docxToEditorHtml(file.bytes);
        placeholders = docxPlaceholders(file.bytes);
        contractDocx = setDocxTitle(file.bytes, templateName.slice(0, 120));
      } catch (error) {
        request.log.info({ err: error }, 'docx conversion failed');
        throw new ApiError('pact.unreadable');
      }

      // The original and the draft's own copy go to the storage folder under generated names.
      const storedName = newTemplateFileName();
      const contractFile = newContractFileName();
      await writeStoredDocx(uploadDir, storedName, file.bytes);
      await writeStoredDocx(uploadDir, contractFile, contractDocx);

      const created = await db
        .transaction(async (tx) => {
          const [template] = await tx
            .insert(pactTemplate)
            .values({
              templateName,
              templateContent: html,
              placeholders,
              fileName: storedName,
              type,
              createBy: user.userName,
            })
            .returning({ id: pactTemplate.id });
          if (!template) throw new Error('template insert returned no row');
          const [contract] = await tx
            .insert(pactContract)
            .values({
              contractTitle: templateName.slice(0, 120),
              instanceContent: html,
              docxFile: contractFile,
              status: 0,
              templateId: template.id,
              type,
              createBy: user.userName,
            })
            .returning({ id: pactContract.id });
          if (!contract) throw new Error('contract insert returned no row');
          return { id: template.id, templateName, contractId: contract.id };
        })
        .catch(async (error: unknown) => {
          await removeStoredDocx(uploadDir, [storedName, contractFile]);
          throw error;
        });
      return { code: 200, msg: request.t('pact.uploadSuccess'), data: created };
    },
  );

  app.post(
    '/pact/templates',
    {
      // A list query sent as POST: refreshing it is not a duplicate submit.
      config: { permission: 'pact:template:list', repeatSubmit: false, operLog: false },
      schema: {
        tags,
        summary: 'List templates (paged)',
        body: Type.Optional(ListBody),
        response: { 200: TableSchema(TemplateListRow) },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      const page = alwaysPageOf(body, 20);
      const where = and(
        eq(pactTemplate.type, body.type ?? 1),
        body.templateName?.trim()
          ? like(pactTemplate.templateName, likePattern(body.templateName.trim()))
          : undefined,
      );
      const rows = await db
        .select({
          id: pactTemplate.id,
          templateName: pactTemplate.templateName,
          placeholders: pactTemplate.placeholders,
          type: pactTemplate.type,
          createBy: pactTemplate.createBy,
          createTime: pactTemplate.createTime,
          updateTime: pactTemplate.updateTime,
        })
        .from(pactTemplate)
        .where(where)
        .orderBy(desc(pactTemplate.createTime), desc(pactTemplate.id))
        .limit(page.limit)
        .offset(page.offset);
      const total = await db.$count(pactTemplate, where);
      return { code: 200, msg: request.t('querySuccess'), rows: rows.map(listRow), total };
    },
  );

  app.get(
    '/pact/templates/:id',
    {
      config: { permission: 'pact:template:query' },
      schema: {
        tags,
        summary: 'One template with its HTML',
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: OkSchema(TemplateDetail) },
      },
    },
    async (request) => {
      const row = await templateOrThrow(db, request.params.id);
      return {
        code: 200,
        msg: request.t('success'),
        data: { ...listRow(row), templateContent: row.templateContent },
      };
    },
  );

  app.get(
    '/pact/templates/:id/document',
    {
      config: { permission: 'pact:template:query' },
      schema: {
        tags,
        summary: "The template's Word document (.docx) inline, for the in-page viewer; never cached",
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
      },
    },
    async (request, reply) => {
      const row = await templateOrThrow(db, request.params.id);
      const stored = await readStoredDocx(uploadDir, row.fileName);
      if (stored) return sendDocumentInline(reply, stored);
      try {
        return sendDocumentInline(
          reply,
          await convertHtmlToDocx(row.templateContent, row.templateName, uploadDir),
        );
      } catch (error) {
        request.log.error({ err: error, templateId: row.id }, 'html to docx failed');
        throw new ApiError('pact.downloadFailed');
      }
    },
  );

  app.delete(
    '/pact/deleteTemplate/:ids',
    {
      config: { permission: 'pact:template:remove', operLog: { title: 'Contract template' } },
      schema: {
        tags,
        summary: 'Delete templates (one id or comma-separated ids)',
        description: 'Contracts made from a deleted template are kept; they lose their link to it.',
        params: Type.Object({ ids: CommaIdsParam }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const ids = idsOrThrow(request.params.ids, 'pact.templateNotFound');
      const files = await db.transaction(async (tx) => {
        await tx.update(pactContract).set({ templateId: null }).where(inArray(pactContract.templateId, ids));
        return tx
          .delete(pactTemplate)
          .where(inArray(pactTemplate.id, ids))
          .returning({ fileName: pactTemplate.fileName });
      });
      if (files.length === 0) throw new ApiError('pact.templateNotFound');
      await removeStoredDocx(
        uploadDir,
        files.map(({ fileName }) => fileName),
      );
      return { code: 200, msg: request.t('success') };
    },
  );
};
