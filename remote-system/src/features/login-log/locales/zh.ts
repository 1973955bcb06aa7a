import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 登录日志（命名空间 `system`，分组 `loginLog`）。 */
const zh: MessagesOf<typeof en> = {
  fields: {
    infoId: '访问编号',
    userName: '用户名称',
    ipaddr: '登录地址',
    loginLocation: '登录地点',
    browser: '浏览器',
    os: '操作系统',
    status: '登录状态',
    msg: '操作信息',
    loginTime: '访问时间',
  },
  placeholder: {
    userName: '请输入用户名称',
    ipaddr: '请输入登录地址',
  },
  deleteTitle: '删除登录日志',
  deleteOne: '是否删除 {{name}} 的登录日志？',
  deleteMany: '是否删除选中的 {{count}} 条登录日志？',
  deleteSuccess: '删除成功',
  selectToDelete: '请先选择要删除的记录',
  loadFailed: '登录日志加载失败',
  exportFileName: '登录日志',
  empty: '暂无登录记录',
  unlock: '解锁',
  unlockTitle: '解锁账户',
  unlockConfirm: '是否解锁账户 {{name}}，使其可以立即重新登录？',
  unlocked: '账户 {{name}} 已解锁',
};

export default zh;
