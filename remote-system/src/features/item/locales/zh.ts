import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 事项（命名空间 `system`，分组 `item`）。 */
const zh: MessagesOf<typeof en> = {
  fields: {
    title: '标题',
    assigneeId: '负责人',
    dueDate: '截止日期',
    priority: '优先级',
    status: '状态',
    overdue: '逾期',
    linked: '关联',
    roomId: '房源',
    carId: '车辆',
    customerId: '客户',
    description: '详情',
    finishTime: '完成时间',
    remark: '备注',
  },
  placeholder: {
    search: '标题或详情',
    title: '例如：联系房东处理维修',
  },
  overdue: '已逾期',
  overdueOnly: '仅看逾期',
  allItems: '全部事项',
  myItems: '我的事项',
  addTitle: '新增事项',
  editTitle: '编辑事项',
  addSuccess: '事项已新增',
  editSuccess: '事项已保存',
  deleteTitle: '删除事项',
  deleteOne: '删除事项"{{name}}"？',
  deleteMany: '删除选中的 {{count}} 个事项？',
  deleteSuccess: '删除成功',
  selectToDelete: '请先选择要删除的事项',
  loadFailed: '事项加载失败',
  exportFileName: '事项',
  empty: '暂无事项',
};

export default zh;
