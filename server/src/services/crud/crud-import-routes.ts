import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OkSchema } from '../../plugins/envelope';
import { BusinessType } from '../../types/auth';
import type { AnyCrudResource } from './crud-resource';
import { labelKeyOf, permissionOf } from './crud-writes';
import { loadDictionaries } from './dictionary-labels';
import { ImportReportSchema, importFieldsOf, importRows } from './import-rows';
import { IMPORT_MAX_MB, IMPORT_MAX_ROWS, loadImportSheet, readImportUpload } from './import-upload';
import type { RouteOptionsOf } from './route-options';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const UpdateSupport = Type.Union([
  Type.Literal('true'),
  Type.Literal('false'),
  Type.Literal('0'),
  Type.Literal('1'),
]);
const isTrue = (text: string | undefined) => text === 'true' || text === '1';

/** The import template: localized headers of the importable fields, allowed dictionary labels on sheet 2. */
async function templateWorkbook(request: FastifyRequest, resource: AnyCrudResource): Promise<Buffer> {
  const fields = importFieldsOf(resource);
  const label = (field: string) => request.t(labelKeyOf(resource, field) ?? field);
  const workbook = new ExcelJS.Workbook();
  const sheetName = resource.export ? request.t(resource.export.sheetKey) : resource.noun[1];
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = fields.map((field) => ({ header: label(field), width: 20 }));
  sheet.getRow(1).font = { bold: true };
  const dictFields = fields.filter((field) => resource.dictFields?.[field]);
  if (dictFields.length) {
    const dictionaries = await loadDictionaries(request.server.db, Object.values(resource.dictFields ?? {}));
    const choices = workbook.addWorksheet(request.t('crud.import.choicesSheet').slice(0, 31));
    choices.columns = [
      { header: request.t('crud.import.choicesColumn'), width: 24 },
      { header: request.t('crud.import.choicesValues'), width: 80 },
    ];
    choices.getRow(1).font = { bold: true };
    for (const field of dictFields) {
      const entries = dictionaries.get(resource.dictFields?.[field] ?? '') ?? [];
      choices.addRow([label(field), entries.map((entry) => entry.labels[request.lang]).join(', ')]);
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `GET|POST <base>/importTemplate` and `POST <base>/importData` (multipart `file`, `updateSupport`). */
export function crudImportRoutes(
  resource: AnyCrudResource,
  options: RouteOptionsOf,
): FastifyPluginAsyncTypebox {
  const enabled = (name: 'importTemplate' | 'importData') => resource.routes?.[name] !== false;
  const tags = [resource.tag];
  return async (app) => {
    if (enabled('importTemplate')) {
      const sendTemplate = async (request: FastifyRequest, reply: FastifyReply) => {
        const name = resource.export ? request.t(resource.export.fileNameKey) : resource.noun[1];
        const fileName = `${request.t('crud.import.templateFileName', { name })}.xlsx`;
        return reply
          .header('Content-Type', xlsxType)
          .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
          .send(await templateWorkbook(request, resource));
      };
      const route = {
        config: {
          permission: permissionOf(resource, 'import'),
          repeatSubmit: false,
          operLog: false as const,
        },
        schema: {
          tags,
          summary: `The ${resource.noun[1]} import template (xlsx, headers in the request's language)`,
        },
      };
      app.get(`${resource.basePath}/importTemplate`, route, sendTemplate);
      app.post(`${resource.basePath}/importTemplate`, route, sendTemplate);
    }
    if (enabled('importData') && resource.import) {
      const mode = resource.import.mode;
      app.post(
        `${resource.basePath}/importData`,
        {
          ...options.validated,
          config: {
            permission: permissionOf(resource, 'import'),
            operLog: { title: resource.operLogTitle, businessType: BusinessType.import },
          },
          schema: {
            tags,
            summary: `Import ${resource.noun[1]} from an xlsx workbook (${mode})`,
            description:
              `multipart/form-data: \`file\` (one .xlsx, at most ${IMPORT_MAX_MB} MB and ${IMPORT_MAX_ROWS} rows) and ` +
              '`updateSupport` (true/false/1/0, also accepted in the query string). Headers are matched by the ' +
              "field's label in Chinese, English or Lao, or by its JSON name. `data` is the import report.",
            consumes: ['multipart/form-data'],
            querystring: Type.Object({ updateSupport: Type.Optional(UpdateSupport) }),
            response: { 200: OkSchema(ImportReportSchema) },
          },
        },
        async (request) => {
          const upload = await readImportUpload(request);
          const updateSupport = isTrue(
            upload.updateSupport ?? (request.query as { updateSupport?: string }).updateSupport,
          );
          const sheet = await loadImportSheet(upload);
          const report = await importRows(request, resource, sheet, updateSupport);
          const msg = report.committed
            ? request.t('crud.import.summary', {
                inserted: report.inserted,
                updated: report.updated,
                failed: report.failed,
              })
            : request.t('crud.import.rejected', { failed: report.failed, total: report.total });
          return { code: 200, msg, data: report };
        },
      );
    }
  };
}
