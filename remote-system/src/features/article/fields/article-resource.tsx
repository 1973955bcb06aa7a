import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { articleApi } from '../api/article-api';
import { ARTICLE_CATEGORY_DICT, ARTICLE_STATUS_DICT } from '../config/article-dicts';
import type { Article, ArticleInput } from '../types/article';

/**
 * The article screen as a declaration (`system/article`): news and guides with a cover,
 * rich content, draft or published and a publish time (a later one schedules it).
 */
export const articleResource: ResourceDefinition<Article, ArticleInput> = {
  key: 'system.article',
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/system/article'].post.body,
  ns: 'system',
  api: articleApi,
  permission: 'system:article',
  titleKey: 'title',
  form: { as: 'drawer', width: 960 },
  texts: {
    addTitle: 'article.addTitle',
    editTitle: 'article.editTitle',
    addSuccess: 'article.addSuccess',
    editSuccess: 'article.editSuccess',
    deleteTitle: 'article.deleteTitle',
    deleteOne: 'article.deleteOne',
    deleteMany: 'article.deleteMany',
    deleteSuccess: 'article.deleteSuccess',
    selectToDelete: 'article.selectToDelete',
    loadFailed: 'article.loadFailed',
    exportFileName: 'article.exportFileName',
    empty: 'article.empty',
  },
  fields: [
    {
      key: 'coverImage',
      label: 'article.fields.coverImage',
      type: 'images',
      card: 'cover',
      column: { width: 90 },
      // The server keeps the stored path (`/profile/upload/...`), never an address.
      form: { span: 24, props: { limit: 1, valueField: 'fileName' } },
    },
    {
      key: 'title',
      label: 'article.fields.title',
      card: 'title',
      column: { ellipsis: true, sortable: true },
      search: { placeholder: 'article.placeholder.search' },
      form: { span: 24, placeholder: 'article.placeholder.title' },
    },
    {
      key: 'category',
      label: 'article.fields.category',
      type: 'dict',
      dict: ARTICLE_CATEGORY_DICT,
      card: true,
      column: { width: 110 },
      search: true,
      form: { initialValue: 'news' },
    },
    {
      key: 'status',
      label: 'article.fields.status',
      type: 'dict',
      dict: ARTICLE_STATUS_DICT,
      card: true,
      column: { width: 100, sortable: true },
      search: true,
      form: { initialValue: '0', radio: true, extra: 'article.hint.status' },
    },
    {
      key: 'publishTime',
      label: 'article.fields.publishTime',
      type: 'datetime',
      card: true,
      column: { width: 170, sortable: true },
      search: { mode: 'dateRange' },
      form: {
        extra: 'article.hint.publishTime',
        props: { format: 'YYYY-MM-DD HH:mm', showTime: { format: 'HH:mm' } },
      },
    },
    {
      key: 'author',
      label: 'article.fields.author',
      column: { width: 120 },
      form: { placeholder: 'article.placeholder.author' },
    },
    {
      key: 'summary',
      label: 'article.fields.summary',
      type: 'textarea',
      column: { ellipsis: true, hidden: true },
      form: { props: { rows: 2 }, placeholder: 'article.placeholder.summary' },
    },
    {
      key: 'content',
      label: 'article.fields.content',
      type: 'richText',
      column: false,
    },
    {
      key: 'remark',
      label: 'article.fields.remark',
      type: 'textarea',
      column: { hidden: true },
      form: { props: { rows: 2 } },
    },
  ],
};
