import type { MessagesOf } from '../../i18n/types/language';
import type en from './en';

const zh: MessagesOf<typeof en> = {
  placeholder: '请输入内容...',
  uploadFailed: '图片上传失败',
};

export default zh;
