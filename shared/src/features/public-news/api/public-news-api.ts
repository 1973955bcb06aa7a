import { baseApi } from '../../request/api/base-api';
import type { AjaxResult } from '../../request/types/envelope';
import type { PublicArticle, PublicArticleContent } from '../types/public-article';

/** The agency's published articles for the public pages: no token (a `/public/` URL). */
export const publicNewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publicArticles: build.query<PublicArticle[], number>({
      query: (limit) => ({ url: '/public/articles', params: { limit }, noAuth: true, silent: true }),
      transformResponse: (body: AjaxResult<PublicArticle[]>) => body.data ?? [],
    }),
    publicArticle: build.query<PublicArticleContent, number>({
      query: (articleId) => ({ url: `/public/articles/${articleId}`, noAuth: true, silent: true }),
      transformResponse: (body: AjaxResult<PublicArticleContent>) => body.data as PublicArticleContent,
    }),
  }),
});

export const { usePublicArticlesQuery, usePublicArticleQuery } = publicNewsApi;
