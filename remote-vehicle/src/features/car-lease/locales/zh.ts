import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 车辆租赁列表（命名空间 `vehicle`，分组 `carLease`）。 */
const zh: MessagesOf<typeof en> = {
  fields: {
    leaseOrderNumber: '租赁单号',
    plateNumber: '车牌号',
    type: '租赁方式',
    customerName: '客户',
    customerPhone: '客户电话',
    startDate: '开始日期',
    endDate: '结束日期',
    amount: '金额',
    status: '租赁状态',
    period: '租期内',
    remark: '备注',
    createBy: '创建人',
    createTime: '创建时间',
  },
  actions: { endEarly: '提前结束' },
  dialog: {
    endEarlyConfirm: '现在结束 {{plate}} 的租赁 {{order}} 吗？车辆将可再次出租。',
  },
  messages: {
    endEarlySuccess: '租赁已结束',
    loadFailed: '租赁列表加载失败',
    exportFileName: '车辆租赁',
    empty: '暂无租赁：在车辆列表中点击“出租”创建租赁',
  },
};

export default zh;
