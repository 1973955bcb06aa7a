import { type Static, Type } from '@fastify/type-provider-typebox';
import { and, desc, type SQL } from 'drizzle-orm';
import { sysNotice } from '../../db/schema/sys-notice';
import { AuditSchemaFields, auditOut } from '../../services/audit';
import { defineCrudRoutes } from '../../services/crud/define-crud-routes';
import { CommaIdsParam } from '../../services/crud-schemas';
import { containsFilter, equalsFilter, filtersByName } from '../../services/list-filters';
import { dateRangeOf, pageQueryFields } from '../../services/paging';
import { sanitizeRichHtml } from '../pact/rich-html';

type NoticeRow = typeof sysNotice.$inferSelect;

const NoticeType = Type.Union([Type.Literal('1'), Type.Literal('2')]);
const NoticeStatus = Type.Union([Type.Literal('0'), Type.Literal('1')]);

const NoticeOut = Type.Object({
  noticeId: Type.Integer(),
  noticeTitle: Type.String(),
  noticeType: Type.String(),
  noticeContent: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
  ...AuditSchemaFields,
});

function out(row: NoticeRow) {
  return {
    noticeId: row.noticeId,
    noticeTitle: row.noticeTitle,
    noticeType: row.noticeType,
    noticeContent: row.noticeContent,
    status: row.status,
    ...auditOut(row),
  };
}

const FilterFields = {
  noticeTitle: Type.Optional(Type.String({ maxLength: 50 })),
  createBy: Type.Optional(Type.String({ maxLength: 64 })),
  noticeType: Type.Optional(Type.Union([NoticeType, Type.Literal('')])),
  status: Type.Optional(Type.Union([NoticeStatus, Type.Literal('')])),
};
const ListQuery = Type.Object({ ...pageQueryFields, ...FilterFields });
type ListQuery = Static<typeof ListQuery>;

const NoticeFields = {
  // RuoYi: title required, at most 50 characters.
  noticeTitle: Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' }),
  noticeType: NoticeType,
  noticeContent: Type.Optional(Type.Union([Type.String({ maxLength: 1_000_000 }), Type.Null()])),
  status: Type.Optional(NoticeStatus),
  remark: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
};

const sortable = {
  noticeId: sysNotice.noticeId,
  noticeTitle: sysNotice.noticeTitle,
  noticeType: sysNotice.noticeType,
  status: sysNotice.status,
  createTime: sysNotice.createTime,
};

function whereOf(query: ListQuery): SQL | undefined {
  return and(
    ...filtersByName(query, sysNotice, ['noticeTitle', 'createBy'], containsFilter),
    ...filtersByName(query, sysNotice, ['noticeType', 'status'], equalsFilter),
    dateRangeOf(query, sysNotice.createTime),
  );
}

/** The stored content: sanitised HTML, null when empty. */
function contentOf(html: string | null | undefined): string | null {
  if (html === undefined || html === null) return null;
  const clean = sanitizeRichHtml(html).trim();
  return clean === '' ? null : clean;
}

/** Notices and announcements, `/system/notice` (RuoYi SysNoticeController). */
export const noticeRoutes = defineCrudRoutes({
  basePath: '/system/notice',
  table: sysNotice,
  idColumn: sysNotice.noticeId,
  idName: 'noticeId',
  idParam: Type.Integer({ minimum: 1 }),
  idsParam: CommaIdsParam,
  permission: 'system:notice',
  tag: 'system: notices',
  noun: ['notice', 'notices'],
  operLogTitle: 'Notice',
  out: NoticeOut,
  toOut: out,
  fields: NoticeFields,
  // Content is sanitised; on edit, fields left out keep their value.
  values: (body) => ({
    noticeTitle: body.noticeTitle.trim(),
    noticeType: body.noticeType,
    noticeContent: body.noticeContent === undefined ? undefined : contentOf(body.noticeContent),
    status: body.status,
    remark: body.remark,
  }),
  filters: FilterFields,
  where: whereOf,
  sortable,
  defaultOrder: [desc(sysNotice.noticeId)],
  hooks: {
    createDefaults: (values) => ({ ...values, status: values.status ?? '0', remark: values.remark ?? null }),
  },
});
