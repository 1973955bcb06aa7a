import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const zh: MessagesOf<typeof en> = {
  pageTitle: '在线用户',
  fields: {
    index: '序号',
    tokenId: '会话编号',
    userName: '登录名称',
    deptName: '所属部门',
    ipaddr: '主机',
    loginLocation: '登录地点',
    browser: '浏览器',
    os: '操作系统',
    loginTime: '登录时间',
  },
  placeholder: {
    ipaddr: '请输入登录地址',
    userName: '请输入用户名称',
  },
  forceLogout: '强退',
  forceLogoutSuccess: '强退成功',
  loadFailed: '在线用户加载失败',
  confirm: {
    title: '强制退出',
    content: '是否确认强退名称为“{{userName}}”的用户？',
    ok: '强退',
  },
  current: '当前会话',
};

export default zh;
