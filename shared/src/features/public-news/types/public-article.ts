import type { WireData } from '../../../api/wire';

/** A published article as the public pages list it. */
export type PublicArticle = WireData<'/public/articles', 'get'>[number];

/** With its content: rich text the server sanitised when it was written. */
export type PublicArticleContent = WireData<'/public/articles/{articleId}', 'get'>;
