import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const zh: MessagesOf<typeof en> = {
  pageTitle: '部门管理',
  fields: {
    parentId: '上级部门',
    deptName: '部门名称',
    orderNum: '显示排序',
    leader: '负责人',
    phone: '联系电话',
    email: '邮箱',
    status: '部门状态',
    createTime: '创建时间',
  },
  placeholder: {
    parentId: '选择上级部门',
    deptName: '请输入部门名称',
    leader: '请输入负责人',
    phone: '请输入联系电话',
    email: '请输入邮箱',
  },
  rules: {
    parentRequired: '上级部门不能为空',
    deptNameRequired: '部门名称不能为空',
  },
  addTitle: '添加部门',
  editTitle: '修改部门',
  addSuccess: '新增成功',
  editSuccess: '修改成功',
  deleteTitle: '删除部门',
  deleteOne: '是否确认删除名称为“{{name}}”的数据项？',
  deleteSuccess: '删除成功',
  loadFailed: '部门加载失败',
};

export default zh;
