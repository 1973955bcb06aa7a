import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import { houseVillage } from '../../db/schema/house-village';
import { sysDeveloper } from '../../db/schema/sys-developer';
import { OkSchema } from '../../plugins/envelope';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import type { CrudContext } from '../../services/crud/crud-resource';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { FormApiError } from '../../services/crud/import-rows';
import { NullableString } from '../../services/crud-schemas';
import { likePattern } from '../../services/paging';
import { isUploadedImagePath } from '../../services/upload-path';
import { isWebAddress } from '../../services/web-address';
import { developerMessages } from './developer-messages';

type DeveloperRow = typeof sysDeveloper.$inferSelect;

const DeveloperOut = Type.Object({
  developerId: Type.Integer(),
  companyName: Type.String(),
  logo: Type.Union([Type.String(), Type.Null()]),
  contactName: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  website: Type.Union([Type.String(), Type.Null()]),
  description: Type.Union([Type.String(), Type.Null()]),
  /** How many villages name this developer. */
  villageCount: Type.Integer(),
  ...AuditSchemaFields,
});

const DeveloperFields = {
  companyName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  logo: Type.Optional(NullableString({ maxLength: 500 })),
  contactName: Type.Optional(NullableString({ maxLength: 50 })),
  phone: Type.Optional(NullableString({ maxLength: 30, pattern: '^(\\+?[0-9][0-9 ()-]{4,28})?$' })),
  website: Type.Optional(NullableString({ maxLength: 500 })),
  description: Type.Optional(NullableString({ maxLength: 2000 })),
  remark: Type.Optional(NullableString({ maxLength: 500 })),
};

const text = (value: string | null | undefined) => value?.trim() || null;

type DeveloperValues = {
  companyName: string;
  logo: string | null;
  contactName: string | null;
  phone: string | null;
  website: string | null;
  description: string | null;
  remark: string | null;
};

async function checkDeveloper(values: DeveloperValues, { t }: CrudContext) {
  const errors = [];
  if (values.website && !isWebAddress(values.website))
    errors.push({ field: 'website', message: t('developer.website') });
  if (values.logo && !isUploadedImagePath(values.logo))
    errors.push({ field: 'logo', message: t('developer.logo') });
  if (errors.length) throw new FormApiError(errors, t);
}

/** The village form's developer select: ids and names, for whoever may list villages. */
const optionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/developer/options',
    {
      config: { permission: 'house:village:list' },
      schema: {
        tags: ['system: developers'],
        summary: 'Every developer as {developerId, companyName} (village form)',
        response: {
          200: OkSchema(Type.Array(Type.Object({ developerId: Type.Integer(), companyName: Type.String() }))),
        },
      },
    },
    async (request) => ({
      code: 200,
      msg: request.t('success'),
      data: await app.db
        .select({ developerId: sysDeveloper.developerId, companyName: sysDeveloper.companyName })
        .from(sysDeveloper)
        .orderBy(asc(sysDeveloper.companyName)),
    }),
  );
};

/**
 * Property developers, `/system/developer` (`system:developer:*`): company, logo (an
 * uploaded image), contact, phone, website (http(s)), description; how many villages
 * they built; export. Deleting one leaves its villages without a developer.
 */
export const developerRoutes = defineCrudRoutes({
  basePath: '/system/developer',
  table: sysDeveloper,
  idColumn: sysDeveloper.developerId,
  idName: 'developerId',
  permission: 'system:developer',
  tag: 'system: developers',
  noun: ['developer', 'developers'],
  operLogTitle: 'Developer',
  notFoundKey: 'developer.notFound',
  labelPrefix: 'developer.field',
  messages: developerMessages,
  out: DeveloperOut,
  toOut: (row: DeveloperRow) => ({
    developerId: row.developerId,
    companyName: row.companyName,
    logo: row.logo,
    contactName: row.contactName,
    phone: row.phone,
    website: row.website,
    description: row.description,
    villageCount: 0,
    ...auditOut(row),
  }),
  fields: DeveloperFields,
  values: (body): DeveloperValues => ({
    companyName: body.companyName.trim(),
    logo: text(body.logo),
    contactName: text(body.contactName),
    phone: text(body.phone),
    website: text(body.website),
    description: text(body.description),
    remark: text(body.remark),
  }),
  filters: { companyName: Type.Optional(Type.String({ maxLength: 100 })) },
  where: (filters) => {
    const name = filters.companyName?.trim();
    return name
      ? or(
          ilike(sysDeveloper.companyName, likePattern(name)),
          ilike(sysDeveloper.contactName, likePattern(name)),
        )
      : undefined;
  },
  sortable: { developerId: sysDeveloper.developerId, companyName: sysDeveloper.companyName },
  defaultOrder: [asc(sysDeveloper.companyName)],
  hooks: {
    beforeCreate: checkDeveloper,
    beforeUpdate: checkDeveloper,
    decorateList: async (rows, { db }) => {
      if (rows.length === 0) return rows;
      const counts = await db
        .select({ developerId: houseVillage.developerId, villages: count() })
        .from(houseVillage)
        .where(
          inArray(
            houseVillage.developerId,
            rows.map((row) => row.developerId),
          ),
        )
        .groupBy(houseVillage.developerId);
      const byId = new Map(counts.map((entry) => [entry.developerId, entry.villages]));
      return rows.map((row) => ({ ...row, villageCount: byId.get(row.developerId) ?? 0 }));
    },
    decorateOne: async (row, { db }) => ({
      ...row,
      villageCount: await db.$count(houseVillage, eq(houseVillage.developerId, row.developerId)),
    }),
  },
  export: {
    sheetKey: 'developer.sheet',
    fileNameKey: 'developer.fileName',
    columns: [
      { field: 'developerId' },
      { field: 'companyName', width: 30 },
      { field: 'contactName' },
      { field: 'phone' },
      { field: 'website', width: 40 },
      { field: 'description', width: 50 },
    ],
  },
  routes: { importTemplate: false, importData: false },
  extraRoutes: optionsRoute,
});
