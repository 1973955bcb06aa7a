import type { MessagesOf } from '../../i18n/types/language';
import type en from './en';

const zh: MessagesOf<typeof en> = {
  sessionExpiredTitle: '系统提示',
  sessionExpiredContent: '登录状态已过期，您可以继续留在该页面，或者重新登录',
  relogin: '重新登录',
  cancel: '取消',
  sessionInvalid: '无效的会话，或者会话已过期，请重新登录。',
  networkError: '后端接口连接异常',
  timeout: '系统接口请求超时',
  httpStatus: '系统接口{{status}}异常',
  code401: '认证失败，无法访问系统资源',
  code403: '当前操作没有权限',
  code404: '访问资源不存在',
  codeDefault: '系统未知错误，请反馈给管理员',
  duplicateSubmit: '数据正在处理，请勿重复提交',
  downloading: '正在下载数据，请稍候',
  downloadError: '下载文件出现错误，请联系管理员！',
};

export default zh;
