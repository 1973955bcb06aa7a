/** A published article as the public pages get it (`/public/articles`). */
export interface PublicArticle {
  articleId: number;
  title: string;
  coverImage: string | null;
  summary: string | null;
  publishTime: string | null;
  author: string;
}

/** With its content: rich text the server sanitised when it was written. */
export type PublicArticleContent = PublicArticle & { content: string };
