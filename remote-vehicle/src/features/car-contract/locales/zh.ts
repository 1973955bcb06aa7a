import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 车辆合同文本（命名空间 `vehicle`，分组 `carContract`）。 */
const zh: MessagesOf<typeof en> = {
  fields: {
    id: '编号',
    contractTitle: '合同标题',
    template: '模板',
    status: '状态',
    createdAt: '创建时间',
    signedAt: '签署时间',
    endDate: '到期日',
  },
  placeholders: {
    contractTitle: '按标题搜索',
    template: '全部模板',
    status: '全部状态',
  },
  status: { 0: '草稿', 1: '已签署', 2: '已到期' },
  actions: {
    view: '查看',
    download: 'Word 文件',
    share: '分享链接',
    edit: '在合同管理中打开',
    generate: '从模板生成',
  },
  dialog: {
    viewTitle: '车辆合同',
    deleteOne: '删除合同“{{name}}”？',
    deleteMany: '删除选中的 {{count}} 份合同？',
  },
  messages: {
    deleteSuccess: '删除成功',
    selectToDelete: '请至少选择一份要删除的合同',
    loadFailed: '车辆合同加载失败',
    detailFailed: '合同加载失败',
    downloadFailed: '无法生成 Word 文件',
    empty: '暂无车辆合同：请用车辆租赁从模板生成',
  },
  public: {
    notAvailable: '该合同链接无效',
    notAvailableHint: '链接可能已被撤销或替换，请联系中介获取新链接。',
    loadFailed: '合同加载失败',
    retry: '重试',
  },
};

export default zh;
