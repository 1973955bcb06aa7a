import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type TObject, type TProperties, Type } from '@sinclair/typebox';
import { and } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { registerMessages } from '../../locales/language';
import { requireUser } from '../../plugins/auth';
import { FailSchema, OkSchema, TableSchema } from '../../plugins/envelope';
import { labelledValidation } from '../../plugins/labelled-validation';
import { deleteByIds, rowByIdOrThrow, selectPage } from '../crud-queries';
import { IdParam, IdsParam } from '../crud-schemas';
import { orderByOf, pageQueryFields } from '../paging';
import { crudExportRoute } from './crud-export-route';
import { crudImportRoutes } from './crud-import-routes';
import type { AnyCrudResource, CrudResource, CrudRouteName } from './crud-resource';
import { createRow, labelKeyOf, notFoundKeyOf, permissionOf, updateRow } from './crud-writes';
import type { RouteOptionsOf } from './route-options';

/**
 * The route plugin of one plain table (see {@link CrudResource}): `GET <base>/list`,
 * `GET <base>/:id`, `POST <base>`, `PUT <base>`, `DELETE <base>/:ids`,
 * `POST <base>/export`, `GET|POST <base>/importTemplate` and `POST <base>/importData`,
 * each with its permission, TypeBox schemas, labelled validation (with `fieldErrors`)
 * and operation log; then the resource's own `extraRoutes`.
 */
export function defineCrudRoutes<
  Table extends PgTable,
  Fields extends TProperties,
  Filters extends TProperties,
  Out extends TObject,
  Values extends Record<string, unknown>,
>(declared: CrudResource<Table, Fields, Filters, Out, Values>): FastifyPluginAsyncTypebox {
  const resource = declared as unknown as AnyCrudResource;
  const idName = resource.idName ?? 'id';
  const idsName = resource.idsName ?? `${idName}s`;
  const known = new Set([...Object.keys(resource.fields), ...Object.keys(resource.filters), idName, idsName]);
  const enabled = (name: CrudRouteName) =>
    resource.routes?.[name] !== false &&
    (name !== 'export' || resource.export !== undefined) &&
    ((name !== 'importData' && name !== 'importTemplate') || resource.import !== undefined);

  const options: RouteOptionsOf = {
    validated: {
      attachValidation: true,
      preHandler: labelledValidation((field) => (known.has(field) ? labelKeyOf(resource, field) : undefined)),
    },
  };
  const { validated } = options;
  const tags = [resource.tag];
  const [one, many] = resource.noun;
  const operLog = { title: resource.operLogTitle };
  const notFound = notFoundKeyOf(resource);
  const ListQuery = Type.Object({ ...pageQueryFields, ...resource.filters });
  const CreateBody = Type.Object(resource.fields);
  const UpdateBody = Type.Object({ [idName]: Type.Integer({ minimum: 1 }), ...resource.fields });

  return async (app) => {
    if (resource.messages) registerMessages(resource.messages);
    const db = app.db;
    const base = resource.basePath;

    if (enabled('list'))
      app.get(
        `${base}/list`,
        {
          ...validated,
          config: { permission: permissionOf(resource, 'list') },
          schema: {
            tags,
            summary: `List ${many} (RuoYi paging, sort, filters, creation-date range)`,
            querystring: ListQuery,
            response: { 200: TableSchema(resource.out) },
          },
        },
        async (request) => {
          const query = request.query as Parameters<AnyCrudResource['where']>[0];
          const where = and(resource.where(query), resource.scope);
          if (resource.hooks?.listPage) {
            const page = await resource.hooks.listPage({
              db,
              query,
              where,
              orderBy: orderByOf(query, resource.sortable, resource.defaultOrder),
            });
            return { code: 200, msg: request.t('querySuccess'), ...page };
          }
          const { rows, ...counted } = await selectPage(
            db,
            resource.table,
            query,
            where,
            orderByOf(query, resource.sortable, resource.defaultOrder),
          );
          const out = rows.map(resource.toOut);
          const decorated = resource.hooks?.decorateList
            ? await resource.hooks.decorateList(out, { db, t: request.t })
            : out;
          return { code: 200, msg: request.t('querySuccess'), rows: decorated, ...counted };
        },
      );

    if (enabled('get'))
      app.get(
        `${base}/:${idName}`,
        {
          ...validated,
          config: { permission: permissionOf(resource, 'query') },
          schema: {
            tags,
            summary: `One ${one}`,
            params: Type.Object({ [idName]: resource.idParam ?? IdParam }),
            response: { 200: OkSchema(resource.out) },
          },
        },
        async (request) => {
          const id = Number((request.params as Record<string, unknown>)[idName]);
          const row = await rowByIdOrThrow(
            db,
            resource.table,
            resource.idColumn,
            id,
            notFound,
            resource.scope,
          );
          const out = resource.toOut(row);
          const data = resource.hooks?.decorateOne
            ? await resource.hooks.decorateOne(out, { db, t: request.t })
            : out;
          return { code: 200, msg: request.t('success'), data };
        },
      );

    if (enabled('create'))
      app.post(
        base,
        {
          ...validated,
          config: { permission: permissionOf(resource, 'add'), operLog },
          schema: { tags, summary: `Add a ${one}`, body: CreateBody, response: { 200: FailSchema } },
        },
        async (request) => {
          const user = requireUser(request);
          await db.transaction((tx) =>
            createRow(resource, request.body as Record<string, unknown>, { db: tx, t: request.t, user }),
          );
          return { code: 200, msg: request.t('success') };
        },
      );

    if (enabled('update'))
      app.put(
        base,
        {
          ...validated,
          config: { permission: permissionOf(resource, 'edit'), operLog },
          schema: {
            tags,
            summary: `Edit a ${one} (fields left out keep their value)`,
            body: UpdateBody,
            response: { 200: FailSchema },
          },
        },
        async (request) => {
          const body = request.body as Record<string, unknown>;
          const user = requireUser(request);
          await db.transaction((tx) =>
            updateRow(resource, Number(body[idName]), body, { db: tx, t: request.t, user }),
          );
          return { code: 200, msg: request.t('success') };
        },
      );

    if (enabled('remove'))
      app.delete(
        `${base}/:${idsName}`,
        {
          ...validated,
          config: { permission: permissionOf(resource, 'remove'), operLog },
          schema: {
            tags,
            summary: `Delete ${many} (comma-separated ids)`,
            params: Type.Object({ [idsName]: resource.idsParam ?? IdsParam }),
            response: { 200: FailSchema },
          },
        },
        async (request) => {
          const ids = String((request.params as Record<string, unknown>)[idsName]);
          await deleteByIds(db, resource.table, resource.idColumn, ids, notFound, resource.scope);
          return { code: 200, msg: request.t('success') };
        },
      );

    if (enabled('export')) await app.register(crudExportRoute(resource, options));
    if (enabled('importData') || enabled('importTemplate'))
      await app.register(crudImportRoutes(resource, options));
    if (resource.extraRoutes) await app.register(resource.extraRoutes);
  };
}
