import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 操作日志（命名空间 `system`，分组 `operLog`）。 */
const zh: MessagesOf<typeof en> = {
  fields: {
    operId: '日志编号',
    title: '系统模块',
    businessType: '操作类型',
    operName: '操作人员',
    operIp: '操作地址',
    operUrl: '请求地址',
    operParam: '请求参数',
    jsonResult: '返回参数',
    status: '操作状态',
    errorMsg: '异常信息',
    operTime: '操作时间',
    costTime: '消耗时间（毫秒）',
  },
  placeholder: {
    title: '请输入系统模块',
    operName: '请输入操作人员',
    operIp: '请输入操作地址',
  },
  detail: '详细',
  detailTitle: '操作日志详细',
  deleteTitle: '删除操作日志',
  deleteOne: '是否删除“{{name}}”的日志？',
  deleteMany: '是否删除选中的 {{count}} 条操作日志？',
  deleteSuccess: '删除成功',
  selectToDelete: '请先选择要删除的记录',
  loadFailed: '操作日志加载失败',
  exportFileName: '操作日志',
  empty: '暂无操作记录',
};

export default zh;
