import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static, TObject, TProperties, TSchema } from '@sinclair/typebox';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import type { Lang, Translate } from '../../locales/language';
import type { AuthUser } from '../../types/auth';
import type { PageQuery } from '../paging';

/** The routes a resource gets; each can be switched off with `routes: { export: false }`. */
export type CrudRouteName =
  | 'list'
  | 'get'
  | 'create'
  | 'update'
  | 'remove'
  | 'export'
  | 'importTemplate'
  | 'importData';

/** What hooks receive: the database handle of the write (a transaction). */
export interface CrudContext {
  db: Queryable;
  t: Translate;
  user: AuthUser;
  /** The request body (a sheet row's body during import), for flags that map to no column. */
  body?: Record<string, unknown>;
  /** True while the import writes a sheet row. */
  importing?: boolean;
}

/** One column of the export workbook. */
export interface CrudExportColumn<Row> {
  /** The field; the header is `${labelPrefix}.${field}` unless `header` names another key. */
  field: string;
  /** Message key of the header label. */
  header?: string;
  /** The cell; `row[field]` when left out. */
  value?: (row: Row) => string | number | boolean | null | undefined;
  width?: number;
  /** Shows the dictionary label (request's language) instead of the stored value. */
  dictType?: string;
}

/**
 * One plain table's CRUD screen. `defineCrudRoutes(resource)` turns it into a route
 * plugin: list, get, create, update, delete, export, import template and import.
 */
export interface CrudResource<
  Table extends PgTable,
  Fields extends TProperties,
  Filters extends TProperties,
  Out extends TObject,
  Values extends Record<string, unknown>,
> {
  /** e.g. `/system/houseVillage` (the plugin is registered under /web-api). */
  basePath: string;
  table: Table;
  idColumn: PgColumn;
  /** Wire name of the id in bodies and paths (`id`, `noticeId`); default `id`. */
  idName?: string;
  /** Path schema of one id; default {@link IdParam} (digits, no leading zero). */
  idParam?: TSchema;
  /** Path parameter name of the delete route; default `${idName}s`. */
  idsName?: string;
  /** Path schema of the delete route's id list; default {@link IdsParam}. */
  idsParam?: TSchema;
  /** e.g. `house:village`: routes ask for `<prefix>:list|query|add|edit|remove|export|import`. */
  permission: string;
  /** OpenAPI tag. */
  tag: string;
  /** Singular and plural English nouns for the OpenAPI summaries. */
  noun: readonly [one: string, many: string];
  /** Operation-log title of the writes. */
  operLogTitle: string;
  /** Message key of "not found"; default `recordNotFound`. */
  notFoundKey?: string;
  /** Field labels are `${labelPrefix}.${field}` (validation messages, export and import headers). */
  labelPrefix?: string;
  /** Module messages to register (every language). */
  messages?: Record<Lang, Record<string, string>>;

  out: Out;
  toOut: (row: Table['$inferSelect']) => Static<Out>;

  /** Body fields of create (update adds the id). */
  fields: Fields;
  /** The columns a body sets; `undefined` keeps the stored value on edit. */
  values: (body: Static<TObject<Fields>>) => Values;

  /** List filters (query string; form body of the export). */
  filters: Filters;
  where: (filters: Static<TObject<Filters>> & PageQuery) => SQL | undefined;
  /**
   * The part of the table this screen shows (vehicle customers: the customers with a car
   * interest). Rows outside it are not listed, exported, read, edited or deleted here.
   */
  scope?: SQL;
  /** The only columns `orderByColumn` may name. */
  sortable: Record<string, AnyColumn>;
  defaultOrder: SQL[];

  /** Fields holding dictionary values: field -> dictionary type (export labels, import). */
  dictFields?: Record<string, string>;

  hooks?: {
    /**
     * Checks before an insert (uniqueness, dictionary values); throw an ApiError to
     * refuse. May return the values to write instead (generated columns).
     */
    // biome-ignore lint/suspicious/noConfusingVoidType: a hook that only checks returns nothing.
    beforeCreate?: (values: Values, context: CrudContext) => Promise<void | Values>;
    /** Checks before an update of the row `id` (`previous` is the stored row); may return new values. */
    beforeUpdate?: (
      values: Values,
      context: CrudContext & { id: number; previous: Table['$inferSelect'] },
      // biome-ignore lint/suspicious/noConfusingVoidType: a hook that only checks returns nothing.
    ) => Promise<void | Values>;
    /** Create-time defaults, applied after beforeCreate. */
    createDefaults?: (values: Values) => Values;
    /** After the insert of row `id`, in the same transaction (history rows). */
    afterCreate?: (id: number, values: Values, context: CrudContext) => Promise<void>;
    /** After the update of row `id`, in the same transaction. */
    afterUpdate?: (
      id: number,
      values: Values,
      context: CrudContext & { previous: Table['$inferSelect'] },
    ) => Promise<void>;
    /**
     * One page of the list and its total, in place of the plain select, count, toOut and
     * decorateList (a screen whose page, joined names and total fit in one query).
     */
    listPage?: (context: {
      db: Queryable;
      query: PageQuery;
      where: SQL | undefined;
      orderBy: SQL[];
    }) => Promise<{ rows: Static<Out>[]; total: number }>;
    /** Adds to the rows of a list page (joined names, derived fields). */
    decorateList?: (rows: Static<Out>[], context: { db: Queryable; t: Translate }) => Promise<Static<Out>[]>;
    /** Adds to the row of `GET <base>/:id` (history, related rows). */
    decorateOne?: (row: Static<Out>, context: { db: Queryable; t: Translate }) => Promise<Static<Out>>;
  };

  export?: {
    /** Message keys of the sheet name and the file name (a timestamp and .xlsx are added). */
    sheetKey: string;
    fileNameKey: string;
    columns: CrudExportColumn<Table['$inferSelect']>[];
    /** Adds what a batch's rows name elsewhere (a user's or a house's name) before the columns read them. */
    decorate?: (rows: Table['$inferSelect'][], db: Queryable) => Promise<Table['$inferSelect'][]>;
  };

  import?: {
    /** 'valid-rows' writes every valid row; 'all-or-nothing' writes nothing when a row is invalid. */
    mode: 'valid-rows' | 'all-or-nothing';
    /** Importable fields in template order; default every create field. */
    fields?: string[];
    /** Fields whose value must not repeat within the sheet (compared trimmed, any case). */
    uniqueInSheet?: string[];
    /** With updateSupport: the id of the existing row a sheet row stands for. */
    match?: (db: Queryable, body: Static<TObject<Fields>>) => Promise<number | undefined>;
  };

  /** Routes to leave out; all are on by default (import only when `import` is set). */
  routes?: Partial<Record<CrudRouteName, boolean>>;
  /** The resource's own routes beside the standard ones, registered in the same plugin. */
  extraRoutes?: FastifyPluginAsyncTypebox;
}

// biome-ignore lint/suspicious/noExplicitAny: the factory's internals work on any resource.
export type AnyCrudResource = CrudResource<PgTable, TProperties, TProperties, TObject, any>;
