import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, asc, eq, like, or } from 'drizzle-orm';
import { sysQuickLink } from '../../db/schema/sys-quick-link';
import { OkSchema } from '../../plugins/envelope';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import type { CrudContext } from '../../services/crud/crud-resource';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { FormApiError } from '../../services/crud/import-rows';
import { NullableString } from '../../services/crud-schemas';
import { equalsFilter } from '../../services/list-filters';
import { likePattern } from '../../services/paging';
import { isWebAddress } from '../../services/web-address';
import { linkMessages } from './link-messages';
import { StatusValue } from './user-schemas';

type LinkRow = typeof sysQuickLink.$inferSelect;

const LinkOut = Type.Object({
  linkId: Type.Integer(),
  linkName: Type.String(),
  url: Type.String(),
  icon: Type.String(),
  orderNum: Type.Integer(),
  visible: Type.String(),
  ...AuditSchemaFields,
});

const out = (row: LinkRow) => ({
  linkId: row.linkId,
  linkName: row.linkName,
  url: row.url,
  icon: row.icon,
  orderNum: row.orderNum,
  visible: row.visible,
  ...auditOut(row),
});

const LinkFields = {
  linkName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  url: Type.String({ minLength: 1, maxLength: 500 }),
  icon: Type.Optional(NullableString({ maxLength: 100, pattern: '^[A-Za-z0-9_#-]*$' })),
  orderNum: Type.Integer({ minimum: 0, maximum: 9999 }),
  visible: Type.Optional(StatusValue),
  remark: Type.Optional(NullableString({ maxLength: 500 })),
};

type LinkValues = {
  linkName: string;
  url: string;
  icon: string;
  orderNum: number;
  visible: string;
  remark: string | null;
};

async function checkAddress(values: LinkValues, { t }: CrudContext) {
  if (!isWebAddress(values.url)) throw new FormApiError([{ field: 'url', message: t('link.urlScheme') }], t);
}

const NavbarLink = Type.Object({
  linkId: Type.Integer(),
  linkName: Type.String(),
  url: Type.String(),
  icon: Type.String(),
});

/** `GET /system/link/navbar`: the shown links, in order, for every signed-in user's navbar menu. */
const navbarRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/link/navbar',
    {
      config: { permission: '@login' },
      schema: {
        tags: ['system: links'],
        summary: "The navbar's quick links (shown ones, in order)",
        response: { 200: OkSchema(Type.Array(NavbarLink)) },
      },
    },
    async (request) => {
      const rows = await app.db
        .select({
          linkId: sysQuickLink.linkId,
          linkName: sysQuickLink.linkName,
          url: sysQuickLink.url,
          icon: sysQuickLink.icon,
        })
        .from(sysQuickLink)
        .where(eq(sysQuickLink.visible, '0'))
        .orderBy(asc(sysQuickLink.orderNum), asc(sysQuickLink.linkId));
      return { code: 200, msg: request.t('success'), data: rows };
    },
  );
};

/** Quick links, `/system/link` (`system:link:*`): the agency's bookmarks for staff. */
export const linkRoutes = defineCrudRoutes({
  basePath: '/system/link',
  table: sysQuickLink,
  idColumn: sysQuickLink.linkId,
  idName: 'linkId',
  permission: 'system:link',
  tag: 'system: links',
  noun: ['link', 'links'],
  operLogTitle: 'Link',
  notFoundKey: 'link.notFound',
  labelPrefix: 'link.field',
  messages: linkMessages,
  out: LinkOut,
  toOut: out,
  fields: LinkFields,
  values: (body): LinkValues => ({
    linkName: body.linkName.trim(),
    url: body.url.trim(),
    icon: body.icon?.trim() || '#',
    orderNum: body.orderNum,
    visible: body.visible ?? '0',
    remark: body.remark?.trim() || null,
  }),
  filters: {
    linkName: Type.Optional(Type.String({ maxLength: 100 })),
    visible: Type.Optional(Type.Union([StatusValue, Type.Literal('')])),
  },
  where: (filters) => {
    const name = filters.linkName?.trim();
    return and(
      name
        ? or(like(sysQuickLink.linkName, likePattern(name)), like(sysQuickLink.url, likePattern(name)))
        : undefined,
      equalsFilter(sysQuickLink.visible, filters.visible),
    );
  },
  sortable: { linkId: sysQuickLink.linkId, linkName: sysQuickLink.linkName, orderNum: sysQuickLink.orderNum },
  defaultOrder: [asc(sysQuickLink.orderNum), asc(sysQuickLink.linkId)],
  dictFields: { visible: 'sys_show_hide' },
  hooks: { beforeCreate: checkAddress, beforeUpdate: checkAddress },
  routes: { export: false, importTemplate: false, importData: false },
  extraRoutes: navbarRoute,
});
