import type { MessagesOf } from '../../i18n/types/language';
import type en from './en';

/** 分享对话框自身的文本（命名空间 `common`，分组 `share`）：房源与车辆共用。 */
const zh: MessagesOf<typeof en> = {
  link: '公开链接',
  copy: '复制链接',
  copied: '链接已复制',
  copyFailed: '复制失败，请选中链接手动复制',
  wechat: '微信',
  whatsapp: 'WhatsApp',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  facebookUrl: 'URL 必须以 http 或 https 开头',
};

export default zh;
