import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, desc, eq, inArray, like } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { pactContract, pactTemplate } from '../../db/schema/pact';
import { registerMessages } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { FailSchema, OkSchema, TableSchema } from '../../plugins/envelope';
import { idsOrThrow, rowByIdOrThrow } from '../../services/crud-queries';
import { CommaIdsParam } from '../../services/crud-schemas';
import { formatDateTime } from '../../services/date-format';
import { alwaysPageOf, likePattern, pageNumberFields } from '../../services/paging';
import {
  convertDocxToHtml,
  DocxConversionError,
  findPlaceholders,
  hasDocxExtension,
  looksLikeZip,
  templateNameFromFile,
} from './docx-to-html';
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

/** Contract templates: upload (.docx -> HTML + a draft contract), list, detail, delete. */
export const pactTemplateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerMessages(pactMessages);
  const db = app.db;
  const tags = ['pact: templates'];
  const storageDir = path.join(app.config.uploadDir, 'pact');

  app.post(
    '/pact/templates/upload-and-create',
    {
      config: { permission: 'pact:template:upload', operLog: { title: 'Contract template' } },
      schema: {
        tags,
        summary: 'Upload a .docx template; creates the template and a draft contract from it',
        description:
          'multipart/form-data: `file` (one .docx, at most 5 MB) and `fileType` (1 house, 2 vehicle; default 1). ' +
          'The document is converted to sanitised HTML; `data.id` is the new template, `data.contractId` the draft contract.',
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

      let html: string;
      try {
        ({ html } = await convertDocxToHtml(file.bytes));
      } catch (error) {
        if (error instanceof DocxConversionError) {
          request.log.info({ err: error.cause }, 'docx conversion failed');
          throw new ApiError('pact.unreadable');
        }
        throw error;
      }
      const templateName = templateNameFromFile(file.fileName, request.t('pact.defaultName'));
      const placeholders = findPlaceholders(html);

      // The original goes to the storage folder under a generated name, never the client's.
      const storedName = `pact/${randomUUID()}.docx`;
      await fs.mkdir(storageDir, { recursive: true });
      await fs.writeFile(path.join(app.config.uploadDir, storedName), file.bytes);

      const created = await db.transaction(async (tx) => {
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
            status: 0,
            templateId: template.id,
            type,
            createBy: user.userName,
          })
          .returning({ id: pactContract.id });
        if (!contract) throw new Error('contract insert returned no row');
        return { id: template.id, templateName, contractId: contract.id };
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
      const row = await rowByIdOrThrow(
        db,
        pactTemplate,
        pactTemplate.id,
        request.params.id,
        'pact.templateNotFound',
      );
      return {
        code: 200,
        msg: request.t('success'),
        data: { ...listRow(row), templateContent: row.templateContent },
      };
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
      await Promise.all(
        files.map(({ fileName }) =>
          fileName ? fs.rm(path.join(app.config.uploadDir, fileName), { force: true }) : undefined,
        ),
      );
      return { code: 200, msg: request.t('success') };
    },
  );
};
