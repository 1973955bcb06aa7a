import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const zh: MessagesOf<typeof en> = {
  pageTitle: '岗位管理',
  fields: {
    postId: '岗位编号',
    postCode: '岗位编码',
    postName: '岗位名称',
    postSort: '岗位排序',
    status: '状态',
    remark: '备注',
    createTime: '创建时间',
  },
  placeholder: {
    postCode: '请输入岗位编码',
    postName: '请输入岗位名称',
  },
  rules: {
    postCodeRequired: '岗位编码不能为空',
    postCodePattern: '只能包含字母、数字和 _ . -',
    postNameRequired: '岗位名称不能为空',
  },
  addTitle: '添加岗位',
  editTitle: '修改岗位',
  addSuccess: '新增成功',
  editSuccess: '修改成功',
  deleteTitle: '删除岗位',
  deleteOne: '是否确认删除岗位“{{name}}”？',
  deleteMany: '是否确认删除选中的 {{count}} 个岗位？',
  deleteSuccess: '删除成功',
  selectToDelete: '请选择要删除的岗位',
  loadFailed: '岗位加载失败',
  exportFileName: '岗位数据',
};

export default zh;
