import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const zh: MessagesOf<typeof en> = {
  pageTitle: '合同列表',
  search: {
    titlePlaceholder: '请输入合同标题',
    statusPlaceholder: '全部状态',
    templatePlaceholder: '全部模板',
  },
  columns: {
    id: '编号',
    contractTitle: '合同标题',
    template: '依据模板',
    status: '状态',
    createdAt: '创建时间',
  },
  viewDetails: '查看详情',
  loadFailed: '合同列表加载失败',
  deleteSuccess: '删除成功',
  selectToDelete: '请选择要删除的合同',
  deleteConfirm: {
    one: '确定删除合同“{{name}}”吗？删除后无法恢复。',
    many: '确定删除选中的 {{count}} 份合同吗？删除后无法恢复。',
  },
};

export default zh;
