import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { pactContract } from '../../db/schema/pact';
import { registerMessages } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { OkSchema } from '../../plugins/envelope';
import { formLabelKeys, labelledValidation } from '../../plugins/labelled-validation';
import { today } from '../../services/car-status';
import { FormApiError } from '../../services/crud/import-rows';
import { DATE_PATTERN } from '../../services/crud-schemas';
import { ContractType, contractScope, mayActOnVehicleContracts } from '../../services/pact-contract-access';
import { editContractDocument, generateContractDocument } from '../../services/pact-contract-docx';
import { ContractStatus, contractOrThrow, isEditable, templateOrThrow } from '../../services/pact-contracts';
import {
  newContractFileName,
  readStoredDocx,
  removeStoredDocx,
  writeStoredDocx,
} from '../../services/pact-files';
import { sendContractDocx } from './contract-docx-answers';
import { pactMessages } from './pact-messages';
import { sanitizeRichHtml } from './rich-html';
import { FillValues, valuesOrThrow } from './template-fill-routes';

const ContentFields = {
  /** The contract (updateContent) or the template it is generated from (addcontent). */
  id: Type.Integer({ minimum: 1 }),
  contractTitle: Type.String({ maxLength: 120 }),
  instanceContent: Type.String({ maxLength: 8_000_000 }),
  /** Sent by some clients (2 = vehicle contract); ignored: the type comes from the record. */
  type: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
};
const ContentBody = Type.Object(ContentFields);
const AddContentBody = Type.Object({
  ...ContentFields,
  /** The placeholder values the contract is generated with (filled inside the template's .docx). */
  values: Type.Optional(FillValues),
});
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

/**
 * Writing contracts: `updateContent` (drafts only), `addcontent` (a new draft from a
 * template), sign, a new version of a signed contract, and the Word download. A
 * contract with its own .docx is written through it (the HTML is made from it);
 * an older HTML-only one keeps its HTML, sanitised here whatever the client did.
 */
export const pactContractEditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerMessages(pactMessages);
  const db = app.db;
  const tags = ['pact: contracts'];
  const validated = {
    attachValidation: true as const,
    preHandler: labelledValidation(
      formLabelKeys('pact.field', [...Object.keys(ContentFields), 'values', 'endDate']),
    ),
  };
  const uploadDir = app.config.uploadDir;

  /** The stored .docx of a contract or template; a missing file is logged and refused, never a crash. */
  async function storedDocxOrThrow(name: string, request: FastifyRequest): Promise<Buffer> {
    const bytes = await readStoredDocx(uploadDir, name);
    if (!bytes) {
      request.log.error({ file: name }, 'stored contract document missing');
      throw new ApiError('pact.documentFailed');
    }
    return bytes;
  }

  /** Stores a new contract document under a fresh generated name and answers that name. */
  async function storeNew(docx: Buffer): Promise<string> {
    const name = newContractFileName();
    await writeStoredDocx(uploadDir, name, docx);
    return name;
  }

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
      const row = await contractOrThrow(db, body.id, contractScope(request, 'edit'));
      if (!isEditable(row.status)) throw new ApiError('pact.notEditable');
      // With a .docx, the (sanitised) edit goes into it, only what changed, and the HTML is
      // made again from it; an edit that changes no text leaves both exactly as they were.
      let instanceContent = sanitizeRichHtml(body.instanceContent);
      let docxFile = row.docxFile;
      if (row.docxFile) {
        const stored = await storedDocxOrThrow(row.docxFile, request);
        const edited = await editContractDocument(request.log, stored, instanceContent);
        instanceContent = edited ? edited.html : row.instanceContent;
        if (edited) docxFile = await storeNew(edited.docx);
      }
      // The status (and the document) are re-checked in the UPDATE: a contract signed
      // or saved by someone else meanwhile stays as it is.
      const [saved] = await db
        .update(pactContract)
        .set({ contractTitle, instanceContent, docxFile, updateBy: user.userName, updateTime: new Date() })
        .where(
          and(
            eq(pactContract.id, row.id),
            eq(pactContract.status, ContractStatus.draft),
            row.docxFile ? eq(pactContract.docxFile, row.docxFile) : undefined,
          ),
        )
        .returning({ id: pactContract.id, type: pactContract.type });
      const replaced = docxFile !== row.docxFile;
      if (!saved) {
        if (replaced) await removeStoredDocx(uploadDir, [docxFile]);
        const [now] = await db
          .select({ status: pactContract.status })
          .from(pactContract)
          .where(eq(pactContract.id, row.id));
        throw new ApiError(now && isEditable(now.status) ? 'pact.changedMeanwhile' : 'pact.notEditable');
      }
      if (replaced) await removeStoredDocx(uploadDir, [row.docxFile]);
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
        summary: 'Generate a contract from a template: a new draft with the given title and content',
        description:
          '`id` is the template; the new contract takes its type. `data.id` is the new contract. With the ' +
          "template's .docx, the contract's own .docx is the template with `values` filled inside it and the " +
          'edits of `instanceContent` applied; `instanceContent` is then made from it. Without one, the HTML is kept (sanitised).',
        body: AddContentBody,
        response: { 200: OkSchema(Saved) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body as Static<typeof AddContentBody>;
      const contractTitle = titleOrThrow(body.contractTitle, request.t);
      const values = valuesOrThrow(body.values);
      const template = await templateOrThrow(db, body.id);
      // A vehicle contract is made only by someone who may add vehicle contracts.
      if (template.type === ContractType.vehicle && !mayActOnVehicleContracts(request, 'add')) {
        throw new ApiError('pact.templateNotFound');
      }
      let instanceContent = sanitizeRichHtml(body.instanceContent);
      let docxFile: string | null = null;
      const templateDocx = template.fileName ? await readStoredDocx(uploadDir, template.fileName) : null;
      if (templateDocx) {
        const made = await generateContractDocument(
          request.log,
          templateDocx,
          values,
          instanceContent,
          contractTitle,
        );
        instanceContent = made.html;
        docxFile = await storeNew(made.docx);
      }
      try {
        const [created] = await db
          .insert(pactContract)
          .values({
            contractTitle,
            instanceContent,
            docxFile,
            fillValues: values,
            status: ContractStatus.draft,
            templateId: template.id,
            type: template.type,
            createBy: user.userName,
          })
          .returning({ id: pactContract.id, type: pactContract.type });
        if (!created) throw new Error('contract insert returned no row');
        return { code: 200, msg: request.t('pact.saveSuccess'), data: created };
      } catch (error) {
        await removeStoredDocx(uploadDir, [docxFile]);
        throw error;
      }
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
      const row = await contractOrThrow(db, request.params.id, contractScope(request, 'edit'));
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
      const row = await contractOrThrow(db, request.params.id, contractScope(request, 'edit'));
      if (isEditable(row.status)) throw new ApiError('pact.newVersionOfDraft');
      // The new draft has its own copy of the document: editing it leaves the signed one as it is.
      const docxFile = row.docxFile ? await storeNew(await storedDocxOrThrow(row.docxFile, request)) : null;
      try {
        const [created] = await db
          .insert(pactContract)
          .values({
            contractTitle: row.contractTitle,
            instanceContent: row.instanceContent,
            docxFile,
            fillValues: row.fillValues,
            status: ContractStatus.draft,
            templateId: row.templateId,
            type: row.type,
            previousId: row.id,
            createBy: user.userName,
          })
          .returning({ id: pactContract.id, type: pactContract.type });
        if (!created) throw new Error('contract insert returned no row');
        return { code: 200, msg: request.t('pact.newVersionSuccess'), data: created };
      } catch (error) {
        await removeStoredDocx(uploadDir, [docxFile]);
        throw error;
      }
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
        description:
          'Its own .docx with the current title in the document properties, or, for a contract made before ' +
          'contracts kept one, a .docx made from its HTML.',
        params: IdParams,
      },
    },
    async (request, reply) => {
      const row = await contractOrThrow(db, request.params.id, contractScope(request, 'download'));
      return sendContractDocx(request, reply, row);
    },
  );
};
