import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { pactContract } from '../../db/schema/pact';
import { registerMessages } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { FailSchema, OkSchema, ResultCode } from '../../plugins/envelope';
import { getConfigValue } from '../../services/config-values';
import { formatDateTime } from '../../services/date-format';
import { emptyBodyAsObject } from '../../services/empty-body';
import { contractScope } from '../../services/pact-contract-access';
import { hashShareToken, newShareToken, SHARE_TOKEN_PATTERN } from '../../services/pact-contracts';
import { contractDocx, sendDocumentInline } from './contract-docx-answers';
import { pactMessages } from './pact-messages';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const SHARE_DAYS_KEY = 'pact.share.defaultDays';
const FALLBACK_SHARE_DAYS = 30;
const MAX_SHARE_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a new link stays open; the sys_config default when left out. */
export const ShareBody = Type.Object({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_SHARE_DAYS })),
});
export const ShareAnswer = Type.Object({
  token: Type.String(),
  /** `YYYY-MM-DD HH:mm:ss`: the link stops working then. */
  expiresAt: Type.String(),
});

/** What a customer sees through a share link: the document and its state, nothing of the staff. */
const PublicContract = Type.Object({
  contractTitle: Type.String(),
  instanceContent: Type.String(),
  status: Type.Integer(),
  signedAt: Type.Union([Type.String(), Type.Null()]),
  endDate: Type.Union([Type.String(), Type.Null()]),
  /** Whether `GET /public/contract/{token}/document` serves the contract's own Word document. */
  hasDocx: Type.Boolean(),
});
const TokenParams = Type.Object({ token: Type.String({ maxLength: 64 }) });

/** The share link's lifetime when the request names none: sys_config `pact.share.defaultDays`. */
async function defaultShareDays(db: Database): Promise<number> {
  const days = Number.parseInt((await getConfigValue(db, SHARE_DAYS_KEY)) ?? '', 10);
  return Number.isInteger(days) && days >= 1 && days <= MAX_SHARE_DAYS ? days : FALLBACK_SHARE_DAYS;
}

/** Sets (a hash and its end) or clears (nulls) contract `id`'s share link, within `scope`. */
async function setShare(
  db: Database,
  id: number,
  share: { shareTokenHash: string | null; shareExpiresAt: Date | null },
  userName: string,
  scope?: SQL,
): Promise<void> {
  const [row] = await db
    .update(pactContract)
    .set({ ...share, updateBy: userName, updateTime: new Date() })
    .where(and(eq(pactContract.id, id), scope))
    .returning({ id: pactContract.id });
  if (!row) throw new ApiError('pact.contractNotFound');
}

/**
 * Gives contract `id` (within `scope`) a new read-only share link open for `days`
 * (default from sys_config), replacing any earlier one; answers the token (only its
 * hash is stored) and when it stops working.
 */
export async function createShareLink(
  db: Database,
  id: number,
  userName: string,
  days: number | undefined,
  scope?: SQL,
): Promise<{ token: string; expiresAt: string }> {
  const token = newShareToken();
  const expires = new Date(Date.now() + (days ?? (await defaultShareDays(db))) * DAY_MS);
  await setShare(db, id, { shareTokenHash: hashShareToken(token), shareExpiresAt: expires }, userName, scope);
  return { token, expiresAt: formatDateTime(expires) ?? '' };
}

/** Stops the share link of contract `id` (within `scope`). */
export async function revokeShareLink(
  db: Database,
  id: number,
  userName: string,
  scope?: SQL,
): Promise<void> {
  await setShare(db, id, { shareTokenHash: null, shareExpiresAt: null }, userName, scope);
}

/**
 * The contract a share link opens; code 404 with "not found" for an unknown or
 * revoked link, "expired" for one past its end.
 */
export async function sharedContract(db: Database, token: string) {
  const [row] = new RegExp(SHARE_TOKEN_PATTERN).test(token)
    ? await db
        .select()
        .from(pactContract)
        .where(eq(pactContract.shareTokenHash, hashShareToken(token)))
    : [];
  if (!row) throw new ApiError('pact.shareNotFound', undefined, ResultCode.notFound);
  if (!row.shareExpiresAt || row.shareExpiresAt.getTime() <= Date.now()) {
    throw new ApiError('pact.shareExpired', undefined, ResultCode.notFound);
  }
  return row;
}

/** Public contract answers are never kept by a browser or proxy (a revoked link must stop showing). */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('Cache-Control', 'no-store');
}

/** What differs between the contracts module's share-link routes and the vehicle module's. */
interface ShareLinkRouteOptions {
  path: string;
  permission: string;
  /** The operation log's title. */
  title: string;
  tags: string[];
  createSummary: string;
  revokeSummary: string;
  /** The contracts the caller may share. */
  scope: (request: FastifyRequest) => SQL | undefined;
}

/**
 * The staff's two share-link routes at `path`: `POST` creates a link (replacing any
 * earlier one), `DELETE` revokes it. The contracts and the vehicle modules each have them.
 */
export function shareLinkRoutes(
  app: Parameters<FastifyPluginAsyncTypebox>[0],
  { path, permission, title, tags, createSummary, revokeSummary, scope }: ShareLinkRouteOptions,
): void {
  const db = app.db;
  app.post(
    path,
    {
      config: { permission, operLog: { title } },
      // No body at all means the default days.
      preValidation: emptyBodyAsObject,
      schema: {
        tags,
        summary: createSummary,
        params: IdParams,
        body: ShareBody,
        response: { 200: OkSchema(ShareAnswer) },
      },
    },
    async (request) => ({
      code: 200,
      msg: request.t('success'),
      data: await createShareLink(
        db,
        request.params.id,
        requireUser(request).userName,
        request.body.days,
        scope(request),
      ),
    }),
  );

  app.delete(
    path,
    {
      config: { permission, operLog: { title } },
      schema: { tags, summary: revokeSummary, params: IdParams, response: { 200: FailSchema } },
    },
    async (request) => {
      await revokeShareLink(db, request.params.id, requireUser(request).userName, scope(request));
      return { code: 200, msg: request.t('pact.shareRevoked') };
    },
  );
}

/**
 * Share links: staff create (replacing any earlier link) and revoke a read-only
 * link; customers open it without a login through `GET /public/contract/{token}`.
 * Only the token's hash is stored, so the link is shown once, when it is made.
 */
export const pactContractShareRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerMessages(pactMessages);
  const db = app.db;
  const tags = ['pact: contracts'];

  shareLinkRoutes(app, {
    path: '/pact/contracts/:id/share',
    permission: 'pact:contract:edit',
    title: 'Contract share link',
    tags,
    createSummary:
      'Create the read-only share link of a contract, open for `days` (default sys_config pact.share.defaultDays); an earlier link stops working',
    revokeSummary: 'Revoke the share link of a contract',
    scope: (request) => contractScope(request, 'edit'),
  });

  app.get(
    '/public/contract/:token',
    {
      config: { permission: '@public' },
      onRequest: noStore,
      schema: {
        tags,
        summary:
          'A shared contract, read-only, without a login (code 404 for an unknown, revoked or expired link)',
        params: TokenParams,
        response: { 200: OkSchema(PublicContract) },
      },
    },
    async (request) => {
      const row = await sharedContract(db, request.params.token);
      return {
        code: 200,
        msg: request.t('success'),
        data: {
          contractTitle: row.contractTitle,
          instanceContent: row.instanceContent,
          status: row.status,
          signedAt: formatDateTime(row.signedAt),
          endDate: row.endDate,
          hasDocx: row.docxFile !== null,
        },
      };
    },
  );

  app.get(
    '/public/contract/:token/document',
    {
      config: { permission: '@public' },
      onRequest: noStore,
      schema: {
        tags,
        summary: "A shared contract's Word document (.docx) inline, without a login; never cached",
        description:
          'The same link rules as `GET /public/contract/{token}`: code 404 for an unknown, revoked or expired link.',
        params: TokenParams,
      },
    },
    async (request, reply) => {
      const row = await sharedContract(db, request.params.token);
      return sendDocumentInline(reply, await contractDocx(request, row));
    },
  );
};
