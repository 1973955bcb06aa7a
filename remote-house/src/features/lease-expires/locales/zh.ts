import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 租约到期提醒（命名空间 `house`，分组 `leaseExpires`）。 */
const zh: MessagesOf<typeof en> = {
  title: '租约到期提醒',
  fields: {
    tenantName: '租户姓名',
    tenantPhone: '租户电话',
    house: '房源',
    reminderStatus: '提醒状态',
    startDate: '开始日期',
    endDate: '结束日期',
    reminderLead: '提前提醒',
    reminderUnit: '单位',
    remindDate: '提醒日期',
    remark: '备注',
    createBy: '创建人',
    createTime: '创建时间',
  },
  placeholders: {
    tenantName: '请输入租户姓名',
    tenantPhone: '例如 020 5555 1234',
    house: '按名称搜索房源',
    houseHint: '提醒发送给房源的经纪人；未选房源时发送给您',
  },
  rules: {
    tenantRequired: '请输入租户姓名',
    tenantLength: '租户姓名最多 100 个字符',
    phoneFormat: '请输入 6 至 20 位数字（可含空格、横线和开头的 +）',
    startRequired: '请选择开始日期',
    endRequired: '请选择结束日期',
    endAfterStart: '结束日期必须晚于开始日期',
    leadRequired: '请输入提前提醒的时间',
    leadRange: '请输入 1 至 365 之间的整数',
    unitRequired: '请选择单位',
    remarkLength: '备注最多 500 个字符',
  },
  dialog: {
    addTitle: '新增租约提醒',
    editTitle: '修改租约提醒',
    viewTitle: '租约提醒',
    deleteOne: '确定删除“{{name}}”的租约提醒吗？',
    deleteMany: '确定删除选中的 {{count}} 条租约提醒吗？',
  },
  messages: {
    addSuccess: '租约提醒已新增',
    editSuccess: '租约提醒已保存',
    deleteSuccess: '删除成功',
    selectToDelete: '请至少选择一条要删除的租约提醒',
    loadFailed: '租约提醒加载失败',
    empty: '暂无租约提醒',
    noHouse: '没有匹配的房源',
  },
  leadText: '到期前 {{lead}} {{unit}}',
  upcoming: {
    title: '未来 {{days}} 天内到期',
    all: '查看全部 {{count}} 条',
    none: '此期间没有到期的租约',
    today: '今天到期',
    inDays_one: '{{count}} 天后',
    inDays_other: '{{count}} 天后',
  },
};

export default zh;
