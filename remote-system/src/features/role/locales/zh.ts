import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const zh: MessagesOf<typeof en> = {
  pageTitle: '角色管理',
  fields: {
    roleId: '角色编号',
    roleName: '角色名称',
    roleKey: '权限字符',
    roleSort: '显示顺序',
    status: '状态',
    dataScope: '权限范围',
    deptIds: '数据权限',
    menuCheckStrictly: '父子联动',
    menuIds: '菜单权限',
    remark: '备注',
    createTime: '创建时间',
  },
  placeholder: {
    roleName: '请输入角色名称',
    roleKey: '请输入权限字符',
  },
  hints: {
    roleKey: '用于权限判断，例如 house_staff',
  },
  rules: {
    roleNameRequired: '角色名称不能为空',
    roleKeyRequired: '权限字符不能为空',
    roleKeyPattern: '只能包含字母、数字和 _ : . -',
  },
  scopes: {
    '1': '全部数据权限',
    '2': '自定数据权限',
    '3': '本部门数据权限',
    '4': '本部门及以下数据权限',
    '5': '仅本人数据权限',
  },
  tree: {
    expand: '展开/折叠',
    all: '全选/全不选',
    linked: '父子联动',
  },
  status: {
    enableConfirm: '确认要启用“{{name}}”角色吗？',
    disableConfirm: '确认要停用“{{name}}”角色吗？',
    enabled: '启用成功',
    disabled: '停用成功',
  },
  dataScope: {
    action: '数据权限',
    title: '分配“{{name}}”的数据权限',
    saved: '修改成功',
  },
  authUser: {
    action: '分配用户',
    pageTitle: '角色“{{name}}”的用户',
    add: '添加用户',
    selectTitle: '选择用户',
    selectFirst: '请选择要分配的用户',
    granted: '授权成功',
    cancel: '取消授权',
    cancelSelected: '批量取消授权',
    cancelTitle: '取消授权',
    cancelOne: '确认要取消该用户“{{name}}”角色吗？',
    cancelMany: '是否取消选中的 {{count}} 个用户授权？',
    cancelled: '取消授权成功',
    loadFailed: '角色加载失败',
    back: '返回角色列表',
  },
  protected: '不允许操作超级管理员角色',
  addTitle: '添加角色',
  editTitle: '修改角色',
  addSuccess: '新增成功',
  editSuccess: '修改成功',
  deleteTitle: '删除角色',
  deleteOne: '是否确认删除角色“{{name}}”？',
  deleteMany: '是否确认删除选中的 {{count}} 个角色？',
  deleteSuccess: '删除成功',
  selectToDelete: '请选择要删除的角色',
  loadFailed: '角色加载失败',
  exportFileName: '角色数据',
};

export default zh;
