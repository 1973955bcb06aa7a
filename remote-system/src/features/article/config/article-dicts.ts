export const ARTICLE_CATEGORY_DICT = 'sys_article_category';
export const ARTICLE_STATUS_DICT = 'sys_article_status';
