import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 独立开发页面的文本。 */
const zh: MessagesOf<typeof en> = {
  title: '车辆模块（独立运行）',
  login: {
    title: '登录 API 服务器',
    identifier: '用户名、邮箱或手机号',
    password: '密码',
    code: '验证码',
    submit: '登录',
    identifierRequired: '请输入用户名',
    passwordRequired: '请输入密码',
    codeRequired: '请输入验证码',
    refreshCaptcha: '点击更换图片',
  },
  logout: '退出登录',
  language: '语言',
  noPage: '请在左侧选择页面',
  loadingPage: '页面加载中...',
};

export default zh;
