import type { MessagesOf } from '../../i18n/types/language';
import type en from './en';

/** 公开页面的留言表单（命名空间 `common`，分组 `publicFeedback`）。 */
const zh: MessagesOf<typeof en> = {
  title: '咨询中介',
  intro: '留下您的姓名和联系方式，中介会尽快答复。',
  name: '您的姓名',
  namePlaceholder: '例如：张三',
  nameRequired: '请输入您的姓名',
  contact: '电话、WhatsApp 或邮箱',
  contactPlaceholder: '例如：+856 20 5555 1234',
  contactRequired: '请留下中介联系您的方式',
  content: '留言',
  contentPlaceholder: '您的问题，或希望看房的时间',
  contentRequired: '请输入留言',
  tooLong: '最多 {{max}} 个字符',
  submit: '发送',
  sent: '谢谢，中介会尽快与您联系',
};

export default zh;
