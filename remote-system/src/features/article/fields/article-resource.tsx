import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { remarkField } from '@agency/shared/features/resource/utils/remark-field';
import { resourceNames } from '@agency/shared/features/resource/utils/resource-names';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { articleApi } from '../api/article-api';
import { ARTICLE_CATEGORY_DICT, ARTICLE_STATUS_DICT } from '../config/article-dicts';
import type { Article, ArticleInput } from '../types/article';

const { field, input } = fieldMaker<Article>('article', 'article.placeholder');

/**
 * The article screen as a declaration (`system/article`): news and guides with a cover,
 * rich content, draft or published and a publish time (a later one schedules it).
 */
export const articleResource: ResourceDefinition<Article, ArticleInput> = {
  ...resourceNames('system', 'article'),
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/system/article'].post.body,
  api: articleApi,
  titleKey: 'title',
  form: { as: 'drawer', width: 960 },
  texts: resourceTexts('article', ['add', 'edit', 'delete', 'deleteMany', 'deleteTitle', 'export', 'empty']),
  fields: [
    field('coverImage', {
      type: 'images',
      card: 'cover',
      column: { width: 90 },
      // The server keeps the stored path (`/profile/upload/...`), never an address.
      form: { span: 24, props: { limit: 1, valueField: 'fileName' } },
    }),
    field('title', {
      card: 'title',
      column: { ellipsis: true, sortable: true },
      search: { placeholder: 'article.placeholder.search' },
      form: { span: 24, placeholder: 'article.placeholder.title' },
    }),
    field('category', {
      type: 'dict',
      dict: ARTICLE_CATEGORY_DICT,
      card: true,
      column: { width: 110 },
      search: true,
      form: { initialValue: 'news' },
    }),
    field('status', {
      type: 'dict',
      dict: ARTICLE_STATUS_DICT,
      card: true,
      column: { width: 100, sortable: true },
      search: true,
      form: { initialValue: '0', radio: true, extra: 'article.hint.status' },
    }),
    field('publishTime', {
      type: 'datetime',
      card: true,
      column: { width: 170, sortable: true },
      search: { mode: 'dateRange' },
      form: {
        extra: 'article.hint.publishTime',
        props: { format: 'YYYY-MM-DD HH:mm', showTime: { format: 'HH:mm' } },
      },
    }),
    input('author', { column: { width: 120 } }),
    input('summary', {
      type: 'textarea',
      column: { ellipsis: true, hidden: true },
      form: { props: { rows: 2 } },
    }),
    field('content', {
      type: 'richText',
      column: false,
    }),
    remarkField('article.fields.remark'),
  ],
};
