import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { pactContract } from '../../db/schema/pact';
import { registerMessages } from '../../locales/language';
import { FailSchema, OkSchema, TableSchema } from '../../plugins/envelope';
import { CommaIdsParam } from '../../services/crud-schemas';
import { contractOrThrow, deleteContracts } from '../../services/pact-contracts';
import { contractDocx, sendContractDocx, sendDocumentInline } from '../pact/contract-docx-answers';
import {
  ContractDetail,
  ContractRow,
  contractDetail,
  ListBody,
  listContracts,
} from '../pact/contract-routes';
import { shareLinkRoutes } from '../pact/contract-share-routes';
import { pactMessages } from '../pact/pact-messages';

/** Vehicle contracts are the contracts of type 2; the others do not exist for these routes. */
const VEHICLE = eq(pactContract.type, 2);
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/**
 * Vehicle contracts, `/vehicle/contracts` (`vehicle:contract:*`): the contracts module's
 * vehicle contracts (made from its templates with a car lease's data) for vehicle staff:
 * list, read, Word download, share link for the customer's `/carContracts/{token}` page,
 * delete. Editing, signing and generating stay on the contracts module's screens.
 */
export const carContractRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerMessages(pactMessages);
  const db = app.db;
  const tags = ['vehicle: contracts'];

  app.post(
    '/vehicle/contracts',
    {
      config: { permission: 'vehicle:contract:list', repeatSubmit: false, operLog: false },
      schema: {
        tags,
        summary: 'List vehicle contracts (paged; title, status, template and creation-date filters)',
        body: Type.Optional(Type.Omit(ListBody, ['type'])),
        response: { 200: TableSchema(ContractRow) },
      },
    },
    async (request) => {
      const page = await listContracts(db, { ...request.body, type: 2 });
      return { code: 200, msg: request.t('querySuccess'), ...page };
    },
  );

  app.get(
    '/vehicle/contracts/:id',
    {
      config: { permission: 'vehicle:contract:query' },
      schema: {
        tags,
        summary: 'One vehicle contract with its HTML',
        params: IdParams,
        response: { 200: OkSchema(ContractDetail) },
      },
    },
    async (request) => ({
      code: 200,
      msg: request.t('success'),
      data: await contractDetail(db, request.params.id, VEHICLE),
    }),
  );

  app.get(
    '/vehicle/contracts/:id/download-docx',
    {
      config: { permission: 'vehicle:contract:download' },
      schema: { tags, summary: 'A vehicle contract as a Word file (.docx)', params: IdParams },
    },
    async (request, reply) => {
      const row = await contractOrThrow(db, request.params.id, VEHICLE);
      return sendContractDocx(request, reply, row);
    },
  );

  app.get(
    '/vehicle/contracts/:id/document',
    {
      config: { permission: 'vehicle:contract:query' },
      schema: {
        tags,
        summary: "A vehicle contract's Word document (.docx) inline, for the in-page viewer; never cached",
        params: IdParams,
      },
    },
    async (request, reply) => {
      const row = await contractOrThrow(db, request.params.id, VEHICLE);
      return sendDocumentInline(reply, await contractDocx(request, row));
    },
  );

  shareLinkRoutes(app, {
    path: '/vehicle/contracts/:id/share',
    permission: 'vehicle:contract:edit',
    title: 'Vehicle contract share link',
    tags,
    createSummary:
      "Create the customer's read-only link of a vehicle contract, open for `days` (default sys_config pact.share.defaultDays); an earlier link stops working",
    revokeSummary: 'Revoke the share link of a vehicle contract',
    scope: () => VEHICLE,
  });

  app.delete(
    '/vehicle/contracts/:ids',
    {
      config: { permission: 'vehicle:contract:remove', operLog: { title: 'Vehicle contract' } },
      schema: {
        tags,
        summary: 'Delete vehicle contracts (one id or comma-separated ids)',
        params: Type.Object({ ids: CommaIdsParam }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      await deleteContracts(db, app.config.uploadDir, request.params.ids, VEHICLE);
      return { code: 200, msg: request.t('success') };
    },
  );
};
