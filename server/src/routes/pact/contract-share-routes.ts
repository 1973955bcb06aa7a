import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pactContract } from '../../db/schema/pact';
import { registerMessages } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { FailSchema, OkSchema, ResultCode } from '../../plugins/envelope';
import { formatDateTime } from '../../services/date-format';
import { hashShareToken, newShareToken, SHARE_TOKEN_PATTERN } from '../../services/pact-contracts';
import { pactMessages } from './pact-messages';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** What a customer sees through a share link: the document and its state, nothing of the staff. */
const PublicContract = Type.Object({
  contractTitle: Type.String(),
  instanceContent: Type.String(),
  status: Type.Integer(),
  signedAt: Type.Union([Type.String(), Type.Null()]),
  endDate: Type.Union([Type.String(), Type.Null()]),
});

/** Sets (a hash) or clears (null) contract `id`'s share link, within `scope`; not found otherwise. */
async function setShareHash(
  db: Database,
  id: number,
  shareTokenHash: string | null,
  userName: string,
  scope?: SQL,
): Promise<void> {
  const [row] = await db
    .update(pactContract)
    .set({ shareTokenHash, updateBy: userName, updateTime: new Date() })
    .where(and(eq(pactContract.id, id), scope))
    .returning({ id: pactContract.id });
  if (!row) throw new ApiError('pact.contractNotFound');
}

/**
 * Gives contract `id` (within `scope`) a new read-only share link, replacing any
 * earlier one, and answers the token; only its hash is stored.
 */
export async function createShareLink(
  db: Database,
  id: number,
  userName: string,
  scope?: SQL,
): Promise<string> {
  const token = newShareToken();
  await setShareHash(db, id, hashShareToken(token), userName, scope);
  return token;
}

/** Stops the share link of contract `id` (within `scope`). */
export async function revokeShareLink(
  db: Database,
  id: number,
  userName: string,
  scope?: SQL,
): Promise<void> {
  await setShareHash(db, id, null, userName, scope);
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

  app.post(
    '/pact/contracts/:id/share',
    {
      config: { permission: 'pact:contract:edit', operLog: { title: 'Contract share link' } },
      schema: {
        tags,
        summary: 'Create the read-only share link of a contract (an earlier link stops working)',
        params: IdParams,
        response: { 200: OkSchema(Type.Object({ token: Type.String() })) },
      },
    },
    async (request) => ({
      code: 200,
      msg: request.t('success'),
      data: { token: await createShareLink(db, request.params.id, requireUser(request).userName) },
    }),
  );

  app.delete(
    '/pact/contracts/:id/share',
    {
      config: { permission: 'pact:contract:edit', operLog: { title: 'Contract share link' } },
      schema: {
        tags,
        summary: 'Revoke the share link of a contract',
        params: IdParams,
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      await revokeShareLink(db, request.params.id, requireUser(request).userName);
      return { code: 200, msg: request.t('pact.shareRevoked') };
    },
  );

  app.get(
    '/public/contract/:token',
    {
      config: { permission: '@public' },
      schema: {
        tags,
        summary: 'A shared contract, read-only, without a login (code 404 for an unknown or revoked link)',
        params: Type.Object({ token: Type.String({ maxLength: 64 }) }),
        response: { 200: OkSchema(PublicContract) },
      },
    },
    async (request) => {
      const { token } = request.params;
      const [row] = new RegExp(SHARE_TOKEN_PATTERN).test(token)
        ? await db
            .select({
              contractTitle: pactContract.contractTitle,
              instanceContent: pactContract.instanceContent,
              status: pactContract.status,
              signedAt: pactContract.signedAt,
              endDate: pactContract.endDate,
            })
            .from(pactContract)
            .where(eq(pactContract.shareTokenHash, hashShareToken(token)))
        : [];
      if (!row) throw new ApiError('pact.shareNotFound', undefined, ResultCode.notFound);
      return {
        code: 200,
        msg: request.t('success'),
        data: { ...row, signedAt: formatDateTime(row.signedAt) },
      };
    },
  );
};
