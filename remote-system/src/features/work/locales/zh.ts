import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 工作记录（命名空间 `system`，分组 `work`）。 */
const zh: MessagesOf<typeof en> = {
  fields: {
    startTime: '开始',
    endTime: '结束',
    workType: '类型',
    staffId: '员工',
    customerId: '客户',
    roomId: '房源',
    carId: '车辆',
    subject: '房源或车辆',
    location: '地点',
    result: '结果',
    keyword: '搜索',
    notes: '记录',
    remark: '备注',
  },
  placeholder: {
    location: '例如：房源现场或办公室',
    keyword: '地点或记录',
    notes: '发生了什么，客户下一步想要什么',
  },
  rules: { endBeforeStart: '结束时间不能早于开始时间' },
  views: { list: '列表', calendar: '日历', staff: '按员工' },
  calendar: {
    dayTitle: '{{date}} 的记录',
    noneThatDay: '当天没有记录',
    count: '{{count}} 条记录',
    more: '还有 {{count}} 条',
    loadFailed: '本月记录加载失败',
    retry: '重试',
  },
  staff: {
    period: '时间段',
    total: '记录数',
    planned: '待进行',
    interested: '有意向',
    closed: '已成交',
    lastTime: '最近',
    empty: '该时间段没有记录',
    loadFailed: '汇总加载失败',
  },
  addTitle: '新增工作记录',
  editTitle: '编辑工作记录',
  addSuccess: '工作记录已新增',
  editSuccess: '工作记录已保存',
  deleteTitle: '删除工作记录',
  deleteOne: '删除 {{name}} 的记录？',
  deleteMany: '删除选中的 {{count}} 条记录？',
  deleteSuccess: '删除成功',
  selectToDelete: '请先选择要删除的记录',
  loadFailed: '工作记录加载失败',
  exportFileName: '工作记录',
  empty: '暂无工作记录',
};

export default zh;
