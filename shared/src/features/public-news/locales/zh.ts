import type { MessagesOf } from '../../i18n/types/language';
import type en from './en';

/** 公开页面的新闻（命名空间 `common`，分组 `publicNews`）。 */
const zh: MessagesOf<typeof en> = {
  title: '中介动态',
  read: '阅读',
  by: '{{author}} · {{date}}',
  loadFailed: '文章加载失败',
  close: '关闭',
};

export default zh;
