import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { sysUserPost } from '../../db/schema/sys-links';
import { sysPost } from '../../db/schema/sys-post';
import { registerMessages } from '../../locales/language';
import { ApiError } from '../../plugins/api-error';
import { FailSchema } from '../../plugins/envelope';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import type { CrudContext } from '../../services/crud/crud-resource';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { FormApiError } from '../../services/crud/import-rows';
import { idsOrThrow, otherRowExists } from '../../services/crud-queries';
import { IdsParam, NullableString } from '../../services/crud-schemas';
import { containsFilter, equalsFilter, filtersByName } from '../../services/list-filters';
import { dateRangeOf, type PageQuery } from '../../services/paging';
import { systemOrgMessages } from './system-org-messages';
import { StatusValue } from './user-schemas';

type PostRow = typeof sysPost.$inferSelect;

const PostOut = Type.Object({
  postId: Type.Integer(),
  postCode: Type.String(),
  postName: Type.String(),
  postSort: Type.Integer(),
  status: Type.String(),
  ...AuditSchemaFields,
});

const out = (row: PostRow) => ({
  postId: row.postId,
  postCode: row.postCode,
  postName: row.postName,
  postSort: row.postSort,
  status: row.status,
  ...auditOut(row),
});

const FilterFields = {
  postCode: Type.Optional(Type.String({ maxLength: 64 })),
  postName: Type.Optional(Type.String({ maxLength: 50 })),
  status: Type.Optional(Type.Union([StatusValue, Type.Literal('')])),
};

const PostFields = {
  postCode: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' }),
  postName: Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' }),
  postSort: Type.Integer({ minimum: 0, maximum: 9999 }),
  status: Type.Optional(StatusValue),
  remark: Type.Optional(NullableString({ maxLength: 500 })),
};

type PostValues = {
  postCode: string;
  postName: string;
  postSort: number;
  status?: string;
  remark?: string | null;
};

function whereOf(
  query: { postCode?: string; postName?: string; status?: string } & PageQuery,
): SQL | undefined {
  return and(
    ...filtersByName(query, sysPost, ['postCode', 'postName'], containsFilter),
    equalsFilter(sysPost.status, query.status),
    dateRangeOf(query, sysPost.createTime),
  );
}

async function checkUnique(values: PostValues, { db, t }: CrudContext, exceptId?: number) {
  if (await otherRowExists(db, sysPost, sysPost.postId, [eq(sysPost.postName, values.postName)], exceptId))
    throw new FormApiError(
      [{ field: 'postName', message: t('post.nameExists', { name: values.postName }) }],
      t,
    );
  if (await otherRowExists(db, sysPost, sysPost.postId, [eq(sysPost.postCode, values.postCode)], exceptId))
    throw new FormApiError(
      [{ field: 'postCode', message: t('post.codeExists', { name: values.postName }) }],
      t,
    );
}

/** Delete refuses posts users hold (RuoYi: "已分配,不能删除"). */
const postDeleteRoute: FastifyPluginAsyncTypebox = async (app) => {
  registerMessages(systemOrgMessages);
  app.delete(
    '/system/post/:postIds',
    {
      config: { permission: 'system:post:remove', operLog: { title: 'Post' } },
      schema: {
        tags: ['system: posts'],
        summary: 'Delete posts (comma-separated ids; not a post users hold)',
        params: Type.Object({ postIds: IdsParam }),
        response: { 200: FailSchema },
      },
    },
    async (request) => {
      const ids = [...new Set(idsOrThrow(request.params.postIds, 'post.notFound'))];
      await app.db.transaction(async (tx) => {
        const rows = await tx.select().from(sysPost).where(inArray(sysPost.postId, ids));
        if (rows.length !== ids.length) throw new ApiError('post.notFound');
        for (const row of rows)
          if ((await tx.$count(sysUserPost, eq(sysUserPost.postId, row.postId))) > 0)
            throw new ApiError('post.inUse', { name: row.postName });
        await tx.delete(sysPost).where(inArray(sysPost.postId, ids));
      });
      return { code: 200, msg: request.t('success') };
    },
  );
};

/** Job positions, `/system/post` (RuoYi SysPostController). */
export const postRoutes = defineCrudRoutes({
  basePath: '/system/post',
  table: sysPost,
  idColumn: sysPost.postId,
  idName: 'postId',
  permission: 'system:post',
  tag: 'system: posts',
  noun: ['post', 'posts'],
  operLogTitle: 'Post',
  notFoundKey: 'post.notFound',
  labelPrefix: 'post.field',
  messages: systemOrgMessages,
  out: PostOut,
  toOut: out,
  fields: PostFields,
  values: (body): PostValues => ({
    postCode: body.postCode.trim(),
    postName: body.postName.trim(),
    postSort: body.postSort,
    status: body.status,
    remark: body.remark,
  }),
  filters: FilterFields,
  where: whereOf,
  sortable: {
    postId: sysPost.postId,
    postCode: sysPost.postCode,
    postName: sysPost.postName,
    postSort: sysPost.postSort,
    status: sysPost.status,
    createTime: sysPost.createTime,
  },
  defaultOrder: [asc(sysPost.postSort), asc(sysPost.postId)],
  dictFields: { status: 'sys_normal_disable' },
  hooks: {
    beforeCreate: async (values, context) => {
      await checkUnique(values, context);
    },
    createDefaults: (values) => ({ ...values, status: values.status ?? '0' }),
    beforeUpdate: async (values, context) => {
      await checkUnique(values, context, context.id);
    },
  },
  export: {
    sheetKey: 'post.sheet',
    fileNameKey: 'post.fileName',
    columns: [
      { field: 'postId' },
      { field: 'postCode' },
      { field: 'postName' },
      { field: 'postSort' },
      { field: 'status' },
    ],
  },
  routes: { remove: false },
  extraRoutes: postDeleteRoute,
});
