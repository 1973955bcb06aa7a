import type { MessagesOf } from '../../i18n/types/language';
import type en from './en';

const zh: MessagesOf<typeof en> = {
  swipeHint: '左右滑动查看更多图片',
  noImage: '暂无图片',
  imageAlt: '图片 {{index}}',
  position: '第 {{index}} 张，共 {{total}} 张',
  previous: '上一张',
  next: '下一张',
  close: '关闭',
};

export default zh;
