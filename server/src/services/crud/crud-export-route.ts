import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { BusinessType } from '../../types/auth';
import { type ExportColumn, streamWorkbook } from '../excel-export';
import { pageQueryFields } from '../paging';
import type { AnyCrudResource } from './crud-resource';
import { labelKeyOf, permissionOf } from './crud-writes';
import { labelOf, loadDictionaries } from './dictionary-labels';
import type { RouteOptionsOf } from './route-options';

/** Rows read from the database at a time while exporting. */
const EXPORT_BATCH = 1000;

/**
 * `POST <base>/export`: the rows matching the form-encoded filters as an xlsx workbook,
 * headers in the request's language and dictionary values shown as their labels.
 */
export function crudExportRoute(
  resource: AnyCrudResource,
  options: RouteOptionsOf,
): FastifyPluginAsyncTypebox {
  const spec = resource.export;
  if (!spec) throw new Error(`${resource.basePath}: export needs an \`export\` declaration`);
  const Body = Type.Object({
    ...resource.filters,
    'params[beginTime]': pageQueryFields['params[beginTime]'],
    'params[endTime]': pageQueryFields['params[endTime]'],
  });
  return async (app) => {
    app.post(
      `${resource.basePath}/export`,
      {
        ...options.validated,
        config: {
          permission: permissionOf(resource, 'export'),
          repeatSubmit: false,
          operLog: { title: resource.operLogTitle, businessType: BusinessType.export },
        },
        schema: {
          tags: [resource.tag],
          summary: `The ${resource.noun[1]} matching the filters as an xlsx workbook (form-encoded filters)`,
          body: Body,
        },
      },
      async (request, reply) => {
        const filters = (request.body ?? {}) as Parameters<AnyCrudResource['where']>[0];
        // Pages of EXPORT_BATCH rows in the list's order, streamed into the workbook.
        async function* batches() {
          for (let offset = 0; ; offset += EXPORT_BATCH) {
            const rows = (await app.db
              .select()
              .from(resource.table as PgTable)
              .where(and(resource.where(filters), resource.scope))
              .orderBy(...resource.defaultOrder)
              .limit(EXPORT_BATCH)
              .offset(offset)) as Record<string, unknown>[];
            const decorate = spec?.decorate;
            if (rows.length)
              yield decorate ? ((await decorate(rows as never[], app.db)) as typeof rows) : rows;
            if (rows.length < EXPORT_BATCH) return;
          }
        }
        const dictTypes = spec.columns
          .map((column) => column.dictType ?? resource.dictFields?.[column.field])
          .filter((type): type is string => Boolean(type));
        const dictionaries = await loadDictionaries(app.db, dictTypes);
        const columns: ExportColumn<Record<string, unknown>>[] = spec.columns.map((column) => {
          const headerKey = column.header ?? labelKeyOf(resource, column.field) ?? column.field;
          const dictType = column.dictType ?? resource.dictFields?.[column.field];
          const entries = dictType ? dictionaries.get(dictType) : undefined;
          return {
            header: request.t(headerKey),
            width: column.width,
            value: (row) => {
              const raw = column.value ? column.value(row as never) : row[column.field];
              const shown = entries ? labelOf(entries, raw, request.lang) : raw;
              if (typeof shown === 'boolean') return request.t(shown ? 'value.yes' : 'value.no');
              return shown as string | number | null | undefined;
            },
          };
        });
        const fileName = `${request.t(spec.fileNameKey)}_${Date.now()}.xlsx`;
        return streamWorkbook(reply, fileName, request.t(spec.sheetKey), columns, batches());
      },
    );
  };
}
