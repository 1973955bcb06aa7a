import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const zh: MessagesOf<typeof en> = {
  login: {
    title: '登录开发服务器',
    identifier: '用户名、邮箱或手机号',
    password: '密码',
    code: '验证码',
    submit: '登录',
    required: '此项为必填项',
    refreshCaptcha: '点击更换验证码',
  },
  logout: '退出登录',
  language: '语言',
};

export default zh;
