import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const zh: MessagesOf<typeof en> = {
  pageTitle: '合同列表',
  search: {
    title: '合同标题',
    titlePlaceholder: '请输入合同标题',
    status: '状态',
    statusPlaceholder: '全部状态',
  },
  columns: {
    id: '编号',
    contractTitle: '合同标题',
    template: '依据模板',
    status: '状态',
    createdAt: '创建时间',
    actions: '操作',
  },
  viewDetails: '查看详情',
  delete: '删除',
  empty: '暂无合同',
  loadFailed: '合同列表加载失败',
  deleteSuccess: '删除成功',
  deleteConfirm: {
    title: '删除合同',
    content: '确定删除合同“{{title}}”吗？删除后无法恢复。',
    ok: '删除',
    cancel: '取消',
  },
};

export default zh;
