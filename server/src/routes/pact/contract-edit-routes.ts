import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pactContract, pactTemplate } from '../../db/schema/pact';
import { registerMessages } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { OkSchema } from '../../plugins/envelope';
import { formLabelKeys, labelledValidation } from '../../plugins/labelled-validation';
import { today } from '../../services/car-status';
import { FormApiError } from '../../services/crud/import-rows';
import { rowByIdOrThrow } from '../../services/crud-queries';
import { DATE_PATTERN } from '../../services/crud-schemas';
import { attachmentDisposition, encodedDownloadName } from '../../services/file-storage';
import { ContractStatus, isEditable } from '../../services/pact-contracts';
import { convertHtmlToDocx } from './html-to-docx';
import { pactMessages } from './pact-messages';
import { sanitizeRichHtml } from './rich-html';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const ContentFields = {
  /** The contract (updateContent) or the template it is generated from (addcontent). */
  id: Type.Integer({ minimum: 1 }),
  contractTitle: Type.String({ maxLength: 120 }),
  instanceContent: Type.String({ maxLength: 8_000_000 }),
  /** Sent by some clients (2 = vehicle contract); ignored: the type comes from the record. */
  type: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
};
const ContentBody = Type.Object(ContentFields);
const SignBody = Type.Object({
  endDate: Type.Optional(Type.Union([Type.String({ pattern: DATE_PATTERN }), Type.Null()])),
});
const Saved = Type.Object({ id: Type.Integer(), type: Type.Integer() });
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The trimmed title; a blank one is refused beside its field (nothing is saved). */
function titleOrThrow(title: string, t: Translate): string {
  const trimmed = title.trim();
  if (!trimmed) throw new FormApiError([{ field: 'contractTitle', message: t('pact.titleRequired') }], t);
  return trimmed;
}

/** Answers a contract as a Word file named "contract word_{id}.docx" in the user's language. */
export async function sendContractDocx(
  request: FastifyRequest,
  reply: FastifyReply,
  row: { id: number; contractTitle: string; instanceContent: string },
) {
  let bytes: Buffer;
  try {
    bytes = await convertHtmlToDocx(row.instanceContent, row.contractTitle);
  } catch (error) {
    request.log.error({ err: error, contractId: row.id }, 'html to docx failed');
    throw new ApiError('pact.downloadFailed');
  }
  const fileName = `${request.t('pact.wordFileName')}_${row.id}.docx`;
  return reply
    .header('Content-Type', DOCX_TYPE)
    .header('Content-Disposition', attachmentDisposition(fileName))
    .header('download-filename', encodedDownloadName(fileName))
    .header('Access-Control-Expose-Headers', 'Content-Disposition, download-filename')
    .send(bytes);
}

/**
 * Writing contracts: `updateContent` (drafts only), `addcontent` (a new draft from a
 * template), sign, a new version of a signed contract, and the Word download.
 * Every HTML written is sanitised here, whatever the client did.
 */
export const pactContractEditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerMessages(pactMessages);
  const db = app.db;
  const tags = ['pact: contracts'];
  const validated = {
    attachValidation: true as const,
    preHandler: labelledValidation(formLabelKeys('pact.field', [...Object.keys(ContentFields), 'endDate'])),
  };

  app.post(
    '/pact/contracts/updateContent',
    {
      ...validated,
      config: { permission: 'pact:contract:edit', operLog: { title: 'Contract' } },
      schema: {
        tags,
        summary:
          'Save a draft contract: title and HTML (sanitised); signed and expired contracts are refused',
        body: ContentBody,
        response: { 200: OkSchema(Saved) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body as Static<typeof ContentBody>;
      const contractTitle = titleOrThrow(body.contractTitle, request.t);
      const row = await rowByIdOrThrow(db, pactContract, pactContract.id, body.id, 'pact.contractNotFound');
      if (!isEditable(row.status)) throw new ApiError('pact.notEditable');
      // The status is re-checked in the UPDATE: a contract signed meanwhile stays as signed.
      const [saved] = await db
        .update(pactContract)
        .set({
          contractTitle,
          instanceContent: sanitizeRichHtml(body.instanceContent),
          updateBy: user.userName,
          updateTime: new Date(),
        })
        .where(and(eq(pactContract.id, row.id), eq(pactContract.status, ContractStatus.draft)))
        .returning({ id: pactContract.id, type: pactContract.type });
      if (!saved) throw new ApiError('pact.notEditable');
      return { code: 200, msg: request.t('pact.saveSuccess'), data: { id: saved.id, type: saved.type } };
    },
  );

  app.post(
    '/pact/contracts/addcontent',
    {
      ...validated,
      config: { permission: 'pact:template:generate', operLog: { title: 'Contract' } },
      schema: {
        tags,
        summary: 'Generate a contract from a template: a new draft with the given title and HTML (sanitised)',
        description: '`id` is the template; the new contract takes its type. `data.id` is the new contract.',
        body: ContentBody,
        response: { 200: OkSchema(Saved) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body as Static<typeof ContentBody>;
      const contractTitle = titleOrThrow(body.contractTitle, request.t);
      const template = await rowByIdOrThrow(
        db,
        pactTemplate,
        pactTemplate.id,
        body.id,
        'pact.templateNotFound',
      );
      const [created] = await db
        .insert(pactContract)
        .values({
          contractTitle,
          instanceContent: sanitizeRichHtml(body.instanceContent),
          status: ContractStatus.draft,
          templateId: template.id,
          type: template.type,
          createBy: user.userName,
        })
        .returning({ id: pactContract.id, type: pactContract.type });
      if (!created) throw new Error('contract insert returned no row');
      return { code: 200, msg: request.t('pact.saveSuccess'), data: created };
    },
  );

  app.put(
    '/pact/contracts/:id/sign',
    {
      ...validated,
      config: { permission: 'pact:contract:edit', operLog: { title: 'Contract' } },
      schema: {
        tags,
        summary: 'Sign a draft: records who and when, and an optional end date (expired after that day)',
        params: IdParams,
        body: Type.Optional(SignBody),
        response: { 200: OkSchema(Saved) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const endDate = (request.body as Static<typeof SignBody> | undefined)?.endDate ?? null;
      if (endDate && endDate < today()) {
        throw new FormApiError([{ field: 'endDate', message: request.t('pact.endDateInPast') }], request.t);
      }
      const row = await rowByIdOrThrow(
        db,
        pactContract,
        pactContract.id,
        request.params.id,
        'pact.contractNotFound',
      );
      if (row.status !== ContractStatus.draft) throw new ApiError('pact.onlyDraftSigned');
      const now = new Date();
      const [signed] = await db
        .update(pactContract)
        .set({
          status: ContractStatus.signed,
          signedBy: user.userName,
          signedAt: now,
          endDate,
          updateBy: user.userName,
          updateTime: now,
        })
        .where(and(eq(pactContract.id, row.id), eq(pactContract.status, ContractStatus.draft)))
        .returning({ id: pactContract.id });
      if (!signed) throw new ApiError('pact.onlyDraftSigned');
      return { code: 200, msg: request.t('pact.signSuccess'), data: { id: row.id, type: row.type } };
    },
  );

  app.post(
    '/pact/contracts/:id/new-version',
    {
      config: { permission: 'pact:contract:edit', operLog: { title: 'Contract' } },
      schema: {
        tags,
        summary: 'A new draft copied from a signed or expired contract (which stays as it is)',
        params: IdParams,
        response: { 200: OkSchema(Saved) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await rowByIdOrThrow(
        db,
        pactContract,
        pactContract.id,
        request.params.id,
        'pact.contractNotFound',
      );
      if (isEditable(row.status)) throw new ApiError('pact.newVersionOfDraft');
      const [created] = await db
        .insert(pactContract)
        .values({
          contractTitle: row.contractTitle,
          instanceContent: row.instanceContent,
          status: ContractStatus.draft,
          templateId: row.templateId,
          type: row.type,
          previousId: row.id,
          createBy: user.userName,
        })
        .returning({ id: pactContract.id, type: pactContract.type });
      if (!created) throw new Error('contract insert returned no row');
      return { code: 200, msg: request.t('pact.newVersionSuccess'), data: created };
    },
  );

  app.get(
    '/pact/contracts/:id/download-docx',
    {
      config: { permission: 'pact:contract:download' },
      schema: {
        tags,
        summary:
          'The contract as a Word file (.docx), named "contract word_{id}.docx" in the user\'s language',
        params: IdParams,
      },
    },
    async (request, reply) => {
      const row = await rowByIdOrThrow(
        db,
        pactContract,
        pactContract.id,
        request.params.id,
        'pact.contractNotFound',
      );
      return sendContractDocx(request, reply, row);
    },
  );
};
