import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const zh: MessagesOf<typeof en> = {
  pageTitle: '模块管理',
  fields: {
    moduleId: '编号',
    name: '模块',
    version: '版本',
    entry: '入口',
    prefixes: '菜单前缀',
    active: '状态',
    createTime: '部署时间',
  },
  state: {
    active: '已启用',
    inactive: '未启用',
  },
  activate: '启用',
  activateSuccess: '该版本已启用，用户下次加载应用时生效',
  loadFailed: '模块列表加载失败',
  confirm: {
    title: '启用版本',
    content: '确定将模块“{{name}}”切换到版本 {{version}} 吗？用户下次加载应用时生效。',
    ok: '启用',
    cancel: '取消',
  },
  empty: '暂无已注册的模块',
};

export default zh;
