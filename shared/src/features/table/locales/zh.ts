import type { MessagesOf } from '../../i18n/types/language';
import type en from './en';

const zh: MessagesOf<typeof en> = {
  searchToggle: '更多',
  refresh: '刷新',
  columns: '显隐列',
  columnsDialogTitle: '显示/隐藏',
  shown: '显示',
  hidden: '隐藏',
  total: '共 {{total}} 条',
  totalAbout: '约 {{total}} 条',
  pageSize: '{{size}} 条/页',
  goTo: '前往',
  page: '第 {{page}} 页',
  prevPage: '上一页',
  nextPage: '下一页',
  prevPages: '向前 {{count}} 页',
  nextPages: '向后 {{count}} 页',
  pagination: '分页',
};

export default zh;
