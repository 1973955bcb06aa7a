import type { MessagesOf } from '../../i18n/types/language';
import type en from './en';

const zh: MessagesOf<typeof en> = {
  placeholder: '请输入内容...',
  uploadFailed: '图片上传失败',
  locked: '按 Word 文档原样保留：编辑器无法修改此部分',
};

export default zh;
