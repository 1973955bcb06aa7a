import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { sysUserSetting } from '../../db/schema/sys-user-setting';
import { ApiError } from '../../plugins/api-error';
import { requireUser } from '../../plugins/auth';
import { FailSchema, OkSchema } from '../../plugins/envelope';
import { labelledValidation } from '../../plugins/labelled-validation';

/** A screen's key, e.g. `house.room` or `vehicle-car`. */
const PageKey = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9._-]{0,99}$' });
const Column = Type.Object(
  { key: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,64}$' }), visible: Type.Boolean() },
  { additionalProperties: false },
);
/** The array order is the column order. */
const ColumnSettings = Type.Object({ columns: Type.Array(Column, { minItems: 1, maxItems: 100 }) });
const Params = Type.Object({ pageKey: PageKey });

/** Setting keys of this feature are `columns.<pageKey>` (the table holds other settings too). */
const settingKey = (pageKey: string) => `columns.${pageKey}`.slice(0, 100);

/**
 * Column choices (order and visibility) a user keeps per screen, on the server so they
 * follow the user to every browser. Always the calling user's own: no user id is taken
 * from the client. Paths sit under `/system/user/columnSettings/`, a static segment that
 * RuoYi's `/system/user/:userId` cannot take.
 */
export const columnSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['system: column settings'];
  const validated = { attachValidation: true, preHandler: labelledValidation(() => undefined) } as const;
  const path = '/system/user/columnSettings/:pageKey';
  const whereOwn = (userId: number, pageKey: string) =>
    and(eq(sysUserSetting.userId, userId), eq(sysUserSetting.settingKey, settingKey(pageKey)));

  app.get(
    path,
    {
      ...validated,
      config: { permission: '@login' },
      schema: {
        tags,
        summary: "The calling user's column choices for a screen (null: the screen's defaults)",
        params: Params,
        response: { 200: OkSchema(Type.Union([ColumnSettings, Type.Null()])) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [row] = await db
        .select({ value: sysUserSetting.settingValue })
        .from(sysUserSetting)
        .where(whereOwn(user.userId, request.params.pageKey));
      const value = row?.value as { columns?: unknown } | undefined;
      const data = value && Array.isArray(value.columns) ? { columns: value.columns } : null;
      return {
        code: 200,
        msg: request.t('success'),
        data: data as { columns: { key: string; visible: boolean }[] } | null,
      };
    },
  );

  app.put(
    path,
    {
      ...validated,
      config: { permission: '@login', repeatSubmit: false, operLog: false },
      schema: {
        tags,
        summary: "Saves the calling user's column order and visibility for a screen",
        params: Params,
        body: ColumnSettings,
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const columns = request.body.columns.map(({ key, visible }) => ({ key, visible }));
      const seen = new Set<string>();
      for (const { key } of columns) {
        if (seen.has(key)) throw new ApiError('columnSettings.duplicateKey', { key });
        seen.add(key);
      }
      const now = new Date();
      await db
        .insert(sysUserSetting)
        .values({
          userId: user.userId,
          settingKey: settingKey(request.params.pageKey),
          settingValue: { columns },
          updateTime: now,
        })
        .onConflictDoUpdate({
          target: [sysUserSetting.userId, sysUserSetting.settingKey],
          set: { settingValue: { columns }, updateTime: now },
        });
      return { code: 200, msg: request.t('success') };
    },
  );

  app.delete(
    path,
    {
      ...validated,
      config: { permission: '@login', operLog: false },
      schema: {
        tags,
        summary: "Forgets the calling user's column choices for a screen (back to its defaults)",
        params: Params,
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await db.delete(sysUserSetting).where(whereOwn(user.userId, request.params.pageKey));
      return { code: 200, msg: request.t('success') };
    },
  );
};
