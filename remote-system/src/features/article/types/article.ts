/** An agency article as `/system/article` sends it. */
export interface Article {
  articleId: number;
  title: string;
  /** `sys_article_category`. */
  category: string;
  /** An uploaded image path. */
  coverImage: string | null;
  summary: string | null;
  /** Rich text, sanitised by the server on every write. */
  content: string;
  /** `sys_article_status`: '0' draft, '1' published. */
  status: string;
  publishTime: string | null;
  author: string;
  createTime: string | null;
  remark: string | null;
}

export type ArticleInput = Omit<Article, 'articleId' | 'createTime'> & { articleId?: number };

export const ARTICLE_CATEGORY_DICT = 'sys_article_category';
export const ARTICLE_STATUS_DICT = 'sys_article_status';
