import type { MessagesOf } from '../../i18n/types/language';
import type en from './en';

/** 公开页面的控件（命名空间 `common`，分组 `publicUi`）。 */
const zh: MessagesOf<typeof en> = {
  loading: '加载中…',
  language: '语言',
  close: '关闭',
  score: '{{score}} 星（满分 5 星）',
};

export default zh;
