import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { Article, ArticleInput } from '../types/article';

/** The agency's articles (`/system/article`): the kit's list, get, add, edit, delete and export. */
export const articleApi = createResourceApi<Article, ArticleInput>({
  name: 'article',
  base: '/system/article',
  tag: 'Article',
  idKey: 'articleId',
});
