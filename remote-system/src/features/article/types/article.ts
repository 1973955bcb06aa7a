import type { WireBody, WireRow } from '@agency/shared/api/wire';

/** An agency article as `/system/article` sends it (`content` sanitised by the server on every write). */
export type Article = WireRow<'/system/article/list', 'get'>;

export type ArticleInput = WireBody<'/system/article', 'post'> & { articleId?: number };
