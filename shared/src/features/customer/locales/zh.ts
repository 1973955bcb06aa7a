import type { MessagesOf } from '../../i18n/types/language';
import type en from './en';

/** 客户管理（命名空间 `common`，分组 `customer`）：房源客户与车辆客户。 */
const zh: MessagesOf<typeof en> = {
  title: '客户管理',
  fields: {
    clientName: '客户姓名',
    phoneNumber: '电话号码',
    email: '邮箱',
    clientSource: '客户来源',
    budgetMin: '最低预算',
    budgetMax: '最高预算',
    currency: '币种',
    preferredAreas: '意向区域',
    layoutRequirement: '户型要求',
    carModelRequirement: '车型要求',
    expectedMoveInDate: '预计入住日期',
    otherRequirements: '其他要求',
    remark: '备注',
    status: '状态',
    createTime: '创建时间',
  },
  placeholders: {
    clientName: '请输入客户姓名',
    phoneNumber: '例如 020 5555 1234',
    email: 'name@example.com',
    contactHint: '电话号码和邮箱至少填写一项',
    preferredAreas: '例如 西沙达纳、占塔布里',
    layoutRequirement: '例如 三室两卫',
    carModelRequirement: '例如 SUV、自动挡',
    house: '按名称或编号搜索房源',
  },
  rules: {
    carModelRequired: '请填写客户的车型要求',
    nameRequired: '请输入客户姓名',
    contactRequired: '请填写电话号码或邮箱',
    phoneFormat: '请输入 6 至 20 位数字（可含空格、横线和开头的 +）',
    emailFormat: '请输入有效的邮箱地址',
    notNegative: '金额不能为负数',
    budgetOrder: '最高预算不能低于最低预算',
  },
  actions: {
    detail: '详情',
  },
  dialog: {
    addTitle: '新增客户',
    editTitle: '修改客户',
    detailTitle: '客户：{{name}}',
    deleteOne: '确定删除客户“{{name}}”吗？',
    deleteMany: '确定删除选中的 {{count}} 位客户吗？',
  },
  houses: {
    title: '看过或租过的房源',
    house: '房源',
    relation: '关系',
    viewed: '已看房',
    leased: '已租',
    link: '关联房源',
    unlink: '移除',
    unlinkConfirm: '确定从该客户移除此房源吗？',
    linkedBy: '关联人',
    linkedAt: '关联时间',
    none: '尚未关联房源',
  },
  history: {
    title: '状态记录',
    by: '{{operator}} 于 {{time}}',
    none: '暂无状态变更记录',
  },
  messages: {
    addSuccess: '客户已新增',
    editSuccess: '客户已保存',
    deleteSuccess: '删除成功',
    selectToDelete: '请至少选择一位要删除的客户',
    loadFailed: '客户加载失败',
    detailFailed: '客户详情加载失败',
    exportFileName: '客户',
    empty: '暂无客户',
    linked: '房源已关联',
  },
};

export default zh;
