import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 租赁列表（命名空间 `house`，分组 `leaseList`）。 */
const zh: MessagesOf<typeof en> = {
  title: '租赁列表',
  fields: {
    house: '房源',
    tenantName: '租户姓名',
    tenantPhone: '租户电话',
    status: '状态',
    startDate: '开始日期',
    endDate: '结束日期',
    rent: '租金',
    deposit: '押金',
    currency: '币种',
    createTime: '创建时间',
  },
  placeholders: {
    tenantName: '请输入租户姓名',
    tenantPhone: '请输入租户电话',
  },
  actions: {
    terminate: '提前终止',
  },
  dialog: {
    terminateTitle: '确定提前终止租约吗？',
    terminateContent: '{{tenant}} 租住 {{house}} 的租约将于今天结束，房源恢复为待租。',
  },
  messages: {
    terminated: '租约已终止，房源恢复待租',
    loadFailed: '租约加载失败',
    exportFileName: '租约',
    empty: '暂无租约：房源出租后会显示在这里',
  },
};

export default zh;
