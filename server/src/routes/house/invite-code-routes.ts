import { randomInt } from 'node:crypto';
import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { and, desc, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import { houseInviteCode } from '../../db/schema/house-invite-code';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { FailSchema, OkSchema } from '../../plugins/envelope';
import { formLabelKeys, labelledValidation } from '../../plugins/labelled-validation';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { FormApiError } from '../../services/crud/import-rows';
import { idsOrThrow } from '../../services/crud-queries';
import { IdsParam, NullableString } from '../../services/crud-schemas';
import { formatDateTime, parseRangeBound } from '../../services/date-format';
import { mayMintInviteType } from '../../services/invite-roles';
import { equalsFilter, searchFilter } from '../../services/list-filters';
import { dateRangeOf, pageQueryFields } from '../../services/paging';
import { inviteCodeMessages } from './invite-code-messages';

type InviteRow = typeof houseInviteCode.$inferSelect;

const CodeType = Type.Union([Type.Literal('property'), Type.Literal('vehicle'), Type.Literal('both')]);
const Status = Type.Union([Type.Literal('unused'), Type.Literal('used'), Type.Literal('expired')]);

const InviteOut = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  codeType: Type.String(),
  /** Computed: an unused code past its expiry is `expired`. */
  status: Type.String(),
  creator: Type.String(),
  generateCount: Type.Integer(),
  createTime: Type.Union([Type.String(), Type.Null()]),
  expireTime: Type.Union([Type.String(), Type.Null()]),
  usedBy: Type.Union([Type.String(), Type.Null()]),
  usedTime: Type.Union([Type.String(), Type.Null()]),
});

/** The status a code has now: the stored one, except that time expires unused codes. */
export function effectiveStatus(row: Pick<InviteRow, 'status' | 'expireTime'>, now = new Date()): string {
  if (row.status === 'unused' && row.expireTime && row.expireTime <= now) return 'expired';
  return row.status;
}

/** SQL of {@link effectiveStatus} = `status`, so the filter and the shown status agree. */
function statusIs(status: Static<typeof Status>, now: Date): SQL | undefined {
  const t = houseInviteCode;
  if (status === 'used') return eq(t.status, 'used');
  if (status === 'expired')
    return or(eq(t.status, 'expired'), and(eq(t.status, 'unused'), lte(t.expireTime, now)));
  return and(eq(t.status, 'unused'), or(isNull(t.expireTime), gt(t.expireTime, now)));
}

// No 0/O or 1/I/L: codes are read aloud and typed from paper.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

const GenerateFields = {
  count: Type.Integer({ minimum: 1, maximum: 100 }),
  codeType: CodeType,
  /** `YYYY-MM-DD HH:mm:ss` (a bare date means the end of that day); empty or null: never expires. */
  expireTime: Type.Optional(
    NullableString({ pattern: '^(\\d{4}-\\d{2}-\\d{2}([ T]\\d{2}:\\d{2}(:\\d{2})?)?)?$' }),
  ),
};
const GenerateBody = Type.Object(GenerateFields);

const labelPrefix = 'house.invite.field';

/** `POST .../generate` and `DELETE .../{ids}` (only codes never used). */
const inviteCodeWriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const validated = {
    attachValidation: true as const,
    preHandler: labelledValidation(formLabelKeys(labelPrefix, Object.keys(GenerateFields))),
  };
  const tags = ['house: invitation codes'];

  app.post(
    '/system/inviteCode/generate',
    {
      ...validated,
      config: { permission: 'house:invite:generate', operLog: { title: 'Invitation code', businessType: 1 } },
      schema: {
        tags,
        summary: 'Generate 1-100 unused invitation codes of one type, with an optional expiry',
        body: GenerateBody,
        response: { 200: OkSchema(Type.Array(Type.String())) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body as Static<typeof GenerateBody>;
      // A code grants only what its creator may grant (issue 32, finding 3).
      if (!(await mayMintInviteType(app.db, user, body.codeType))) {
        const message = request.t('house.invite.typeDenied');
        throw new FormApiError([{ field: 'codeType', message }], request.t);
      }
      let expireTime: Date | null = null;
      if (body.expireTime) {
        expireTime = parseRangeBound(body.expireTime, 'end') ?? null;
        if (!expireTime || expireTime <= new Date()) {
          const message = request.t('house.invite.expireInPast');
          throw new FormApiError([{ field: 'expireTime', message }], request.t);
        }
      }
      const codes: string[] = [];
      // A clash with an existing code is skipped by the unique index and drawn again.
      for (let attempt = 0; codes.length < body.count && attempt < 10; attempt += 1) {
        const wanted = Array.from({ length: body.count - codes.length }, newCode);
        const inserted = await app.db
          .insert(houseInviteCode)
          .values(
            [...new Set(wanted)].map((code) => ({
              code,
              codeType: body.codeType,
              creator: user.userName,
              generateCount: body.count,
              expireTime,
            })),
          )
          .onConflictDoNothing()
          .returning({ code: houseInviteCode.code });
        codes.push(...inserted.map((row) => row.code));
      }
      return {
        code: 200,
        msg: request.t('house.invite.generated', { count: codes.length }),
        data: codes,
      };
    },
  );

  app.delete(
    '/system/inviteCode/:ids',
    {
      ...validated,
      config: { permission: 'house:invite:remove', operLog: { title: 'Invitation code', businessType: 3 } },
      schema: {
        tags,
        summary: 'Delete invitation codes (comma-separated ids); a used code is refused',
        params: Type.Object({ ids: IdsParam }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const ids = idsOrThrow((request.params as { ids: string }).ids, 'house.invite.notFound');
      await app.db.transaction(async (tx) => {
        const rows = await tx
          .select({ code: houseInviteCode.code, status: houseInviteCode.status })
          .from(houseInviteCode)
          .where(inArray(houseInviteCode.id, ids));
        if (rows.length === 0) throw new ApiError('house.invite.notFound');
        // A used code is the record of who registered with it: it stays.
        const used = rows.filter((row) => row.status === 'used').map((row) => row.code);
        if (used.length > 0) throw new ApiError('house.invite.deleteUsed', { codes: used.join(', ') });
        await tx.delete(houseInviteCode).where(inArray(houseInviteCode.id, ids));
      });
      return { code: 200, msg: request.t('success') };
    },
  );
};

/** Invitation codes, `/system/inviteCode` (spec sections 3-5): list, generate, delete. */
export const inviteCodeRoutes = defineCrudRoutes({
  basePath: '/system/inviteCode',
  table: houseInviteCode,
  idColumn: houseInviteCode.id,
  permission: 'house:invite',
  tag: 'house: invitation codes',
  noun: ['invitation code', 'invitation codes'],
  operLogTitle: 'Invitation code',
  notFoundKey: 'house.invite.notFound',
  labelPrefix,
  messages: inviteCodeMessages,
  out: InviteOut,
  toOut: (row: InviteRow) => ({
    id: row.id,
    code: row.code,
    codeType: row.codeType,
    status: effectiveStatus(row),
    creator: row.creator,
    generateCount: row.generateCount,
    createTime: formatDateTime(row.createTime),
    expireTime: formatDateTime(row.expireTime),
    usedBy: row.usedBy,
    usedTime: formatDateTime(row.usedTime),
  }),
  // Codes are generated, never typed in or edited: the kit's writes are off.
  fields: {},
  values: () => ({}),
  routes: { get: false, create: false, update: false, remove: false },
  filters: {
    code: Type.Optional(Type.String({ maxLength: 32 })),
    codeType: Type.Optional(CodeType),
    status: Type.Optional(Status),
    creator: Type.Optional(Type.String({ maxLength: 64 })),
    'params[beginTime]': pageQueryFields['params[beginTime]'],
    'params[endTime]': pageQueryFields['params[endTime]'],
  },
  where: (filters) => {
    return and(
      searchFilter(houseInviteCode.code, filters.code),
      searchFilter(houseInviteCode.creator, filters.creator),
      equalsFilter(houseInviteCode.codeType, filters.codeType),
      filters.status ? statusIs(filters.status, new Date()) : undefined,
      dateRangeOf(filters, houseInviteCode.createTime),
    );
  },
  sortable: {
    id: houseInviteCode.id,
    code: houseInviteCode.code,
    createTime: houseInviteCode.createTime,
    expireTime: houseInviteCode.expireTime,
    usedTime: houseInviteCode.usedTime,
  },
  defaultOrder: [desc(houseInviteCode.id)],
  extraRoutes: inviteCodeWriteRoutes,
});
