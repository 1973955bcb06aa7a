import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const zh: MessagesOf<typeof en> = {
  pageTitle: '通知公告',
  fields: {
    noticeId: '序号',
    noticeTitle: '公告标题',
    noticeType: '公告类型',
    noticeContent: '内容',
    status: '状态',
    createBy: '创建者',
    createTime: '创建时间',
    remark: '备注',
  },
  placeholder: {
    noticeTitle: '请输入公告标题',
    noticeType: '请选择公告类型',
    createBy: '请输入操作人员',
  },
  rules: {
    titleRequired: '公告标题不能为空',
    titleMax: '公告标题不能超过 50 个字符',
    typeRequired: '公告类型不能为空',
  },
  add: '新增',
  save: '保存',
  addTitle: '添加公告',
  editTitle: '修改公告',
  addSuccess: '新增成功',
  editSuccess: '修改成功',
  deleteTitle: '删除公告',
  deleteOne: '是否确认删除公告“{{name}}”？',
  deleteMany: '是否确认删除选中的 {{count}} 条公告？',
  deleteSuccess: '删除成功',
  loadFailed: '公告列表加载失败',
  selectToDelete: '请选择要删除的公告',
};

export default zh;
