import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { and, desc, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pactContract, pactTemplate } from '../../db/schema/pact';
import { registerMessages } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { FailSchema, OkSchema, TableSchema } from '../../plugins/envelope';
import { boundedTotal, countUpToLimit } from '../../services/bounded-count';
import { CommaIdsParam } from '../../services/crud-schemas';
import { formatDateTime, parseRangeBound } from '../../services/date-format';
import { contractScope } from '../../services/pact-contract-access';
import { contractOrThrow, deleteContracts } from '../../services/pact-contracts';
import { alwaysPageOf, likePattern, pageNumberFields } from '../../services/paging';
import { contractDocx, sendDocumentInline } from './contract-docx-answers';
import { pactMessages } from './pact-messages';

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const ContractRow = Type.Object({
  id: Type.Integer(),
  contractTitle: Type.String(),
  status: Type.Integer(),
  type: Type.Integer(),
  createBy: Type.String(),
  createdAt: NullableString,
  updatedAt: NullableString,
  /** Who signed it and when (status 1 and 2). */
  signedBy: NullableString,
  signedAt: NullableString,
  /** `YYYY-MM-DD`: the contract expires after this day. */
  endDate: NullableString,
  /** The signed contract this draft is a new version of. */
  previousId: Type.Union([Type.Integer(), Type.Null()]),
  /** Whether a read-only share link is active (made and not expired). */
  shared: Type.Boolean(),
  /** When the share link stops working (null without a link). */
  shareExpiresAt: NullableString,
  /** Whether the contract keeps its own Word document (else it is HTML only, made before). */
  hasDocx: Type.Boolean(),
  template: Type.Union([Type.Object({ id: Type.Integer(), templateName: Type.String() }), Type.Null()]),
});
export const ContractDetail = Type.Object({ ...ContractRow.properties, instanceContent: Type.String() });

export const ListBody = Type.Object({
  ...pageNumberFields,
  contractTitle: Type.Optional(Type.String({ maxLength: 120 })),
  /** 0 draft, 1 signed, 2 expired. */
  status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])),
  /** 1 house contracts, 2 vehicle contracts; both when left out. */
  type: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
  templateId: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Creation date range, `YYYY-MM-DD` (the kit's `params[beginTime]` / `params[endTime]`). */
  params: Type.Optional(
    Type.Object({
      beginTime: Type.Optional(Type.String({ maxLength: 20 })),
      endTime: Type.Optional(Type.String({ maxLength: 20 })),
    }),
  ),
});

export const columns = {
  id: pactContract.id,
  contractTitle: pactContract.contractTitle,
  status: pactContract.status,
  type: pactContract.type,
  createBy: pactContract.createBy,
  createTime: pactContract.createTime,
  updateTime: pactContract.updateTime,
  signedBy: pactContract.signedBy,
  signedAt: pactContract.signedAt,
  endDate: pactContract.endDate,
  previousId: pactContract.previousId,
  shared: sql<boolean>`(${pactContract.shareTokenHash} is not null and ${pactContract.shareExpiresAt} > now())`,
  shareExpiresAt: pactContract.shareExpiresAt,
  hasDocx: sql<boolean>`${pactContract.docxFile} is not null`,
  templateId: pactTemplate.id,
  templateName: pactTemplate.templateName,
};

interface SelectedRow {
  id: number;
  contractTitle: string;
  status: number;
  type: number;
  createBy: string;
  createTime: Date;
  updateTime: Date | null;
  signedBy: string | null;
  signedAt: Date | null;
  endDate: string | null;
  previousId: number | null;
  shared: boolean;
  shareExpiresAt: Date | null;
  hasDocx: boolean;
  templateId: number | null;
  templateName: string | null;
}

export function out(row: SelectedRow) {
  return {
    id: row.id,
    contractTitle: row.contractTitle,
    status: row.status,
    type: row.type,
    createBy: row.createBy,
    createdAt: formatDateTime(row.createTime),
    updatedAt: formatDateTime(row.updateTime),
    signedBy: row.signedBy,
    signedAt: formatDateTime(row.signedAt),
    endDate: row.endDate,
    previousId: row.previousId,
    shared: row.shared,
    shareExpiresAt: formatDateTime(row.shareExpiresAt),
    hasDocx: row.hasDocx,
    template:
      row.templateId !== null && row.templateName !== null
        ? { id: row.templateId, templateName: row.templateName }
        : null,
  };
}

/** One page of contracts matching the list filters (newest first) and their total. */
export async function listContracts(db: Database, body: Static<typeof ListBody>, scope?: SQL) {
  const page = alwaysPageOf(body, 20);
  const title = body.contractTitle?.trim();
  const begin = body.params?.beginTime ? parseRangeBound(body.params.beginTime, 'begin') : undefined;
  const end = body.params?.endTime ? parseRangeBound(body.params.endTime, 'end') : undefined;
  const where = and(
    title ? ilike(pactContract.contractTitle, likePattern(title)) : undefined,
    body.templateId === undefined ? undefined : eq(pactContract.templateId, body.templateId),
    begin ? gte(pactContract.createTime, begin) : undefined,
    end ? lte(pactContract.createTime, end) : undefined,
    body.status === undefined ? undefined : eq(pactContract.status, body.status),
    body.type === undefined ? undefined : eq(pactContract.type, body.type),
    scope,
  );
  const rows = await db
    .select(columns)
    .from(pactContract)
    .leftJoin(pactTemplate, eq(pactContract.templateId, pactTemplate.id))
    .where(where)
    .orderBy(desc(pactContract.createTime), desc(pactContract.id))
    .limit(page.limit)
    .offset(page.offset);
  const counted = await countUpToLimit(db, pactContract, where);
  return { rows: rows.map(out), ...(await boundedTotal(db, pactContract, where, counted)) };
}

/** One contract with its HTML; `pact.contractNotFound` when missing or outside `scope`. */
export async function contractDetail(db: Database, id: number, scope?: SQL) {
  const [row] = await db
    .select({ ...columns, instanceContent: pactContract.instanceContent })
    .from(pactContract)
    .leftJoin(pactTemplate, eq(pactContract.templateId, pactTemplate.id))
    .where(and(eq(pactContract.id, id), scope));
  if (!row) throw new ApiError('pact.contractNotFound');
  return { ...out(row), instanceContent: row.instanceContent };
}

/** Contracts: paged list (title, status, type, template, creation dates), detail, delete. */
export const pactContractRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerMessages(pactMessages);
  const db = app.db;
  const tags = ['pact: contracts'];

  app.post(
    '/pact/contracts',
    {
      config: { permission: 'pact:contract:list', repeatSubmit: false, operLog: false },
      schema: {
        tags,
        summary: 'List contracts (paged; title, status, type, template and creation-date filters)',
        body: Type.Optional(ListBody),
        response: { 200: TableSchema(ContractRow) },
      },
    },
    async (request) => {
      const page = await listContracts(db, request.body ?? {}, contractScope(request, 'list'));
      return { code: 200, msg: request.t('querySuccess'), ...page };
    },
  );

  app.get(
    '/pact/contracts/:id',
    {
      config: { permission: 'pact:contract:query' },
      schema: {
        tags,
        summary: 'One contract with its HTML and the template it is based on',
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: OkSchema(ContractDetail) },
      },
    },
    async (request) => ({
      code: 200,
      msg: request.t('success'),
      data: await contractDetail(db, request.params.id, contractScope(request, 'query')),
    }),
  );

  app.get(
    '/pact/contracts/:id/document',
    {
      config: { permission: 'pact:contract:query' },
      schema: {
        tags,
        summary: "The contract's Word document (.docx) inline, for the in-page viewer; never cached",
        description: 'A contract made before contracts kept a .docx gets one made from its HTML.',
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
      },
    },
    async (request, reply) => {
      const row = await contractOrThrow(db, request.params.id, contractScope(request, 'query'));
      return sendDocumentInline(reply, await contractDocx(request, row));
    },
  );

  app.delete(
    '/pact/deleteInstance/:ids',
    {
      config: { permission: 'pact:contract:remove', operLog: { title: 'Contract' } },
      schema: {
        tags,
        summary: 'Delete contracts (one id or comma-separated ids) and their Word documents',
        params: Type.Object({ ids: CommaIdsParam }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      await deleteContracts(db, app.config.uploadDir, request.params.ids, contractScope(request, 'remove'));
      return { code: 200, msg: request.t('success') };
    },
  );
};
