import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 工具（命名空间 `system`，分组 `tool`）。 */
const zh: MessagesOf<typeof en> = {
  tabs: { api: '接口文档', dict: '字典查询', perm: '权限查询' },
  api: {
    search: '路径、分组或说明',
    count: '共 {{count}} 个接口',
    viewer: '交互式文档',
    method: '方法',
    path: '路径',
    tag: '分组',
    summary: '说明',
    loadFailed: '接口文档加载失败',
  },
  dict: {
    search: '值、任一语言的标签或字典类型',
    type: '字典',
    value: '字典值',
    labelLo: '老挝文',
    labelEn: '英文',
    labelZh: '中文',
  },
  perm: {
    search: '权限字符，例如 house:room:edit',
    invalid: '只能包含字母、数字和 _ : * @ . -',
    routes: '需要该权限的接口',
    menus: '授予该权限的菜单及拥有它们的角色',
    adminNote: '管理员角色拥有全部权限。',
    permission: '权限',
    menu: '菜单',
    roles: '角色',
  },
  noMatch: '无匹配结果',
  retry: '重试',
};

export default zh;
