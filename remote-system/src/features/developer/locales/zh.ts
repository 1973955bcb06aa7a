import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 开发商（命名空间 `system`，分组 `developer`）。 */
const zh: MessagesOf<typeof en> = {
  fields: {
    logo: '标志',
    companyName: '公司',
    contactName: '联系人',
    phone: '电话',
    website: '网站',
    villageCount: '小区数',
    description: '简介',
    remark: '备注',
  },
  placeholder: {
    search: '公司或联系人',
    companyName: '例如 丰沙湾地产',
    contactName: '联系人姓名',
    phone: '例如 +856 20 5555 1234',
    website: 'https://…（网址）',
  },
  rules: {
    phone: '请输入电话号码（数字、空格、+ ( ) -）',
    website: '请输入以 http:// 或 https:// 开头的网址',
  },
  addTitle: '添加开发商',
  editTitle: '修改开发商',
  addSuccess: '新增成功',
  editSuccess: '修改成功',
  deleteTitle: '删除开发商',
  deleteOne: '是否确认删除开发商“{{name}}”？其小区将保留，但不再关联开发商。',
  deleteMany: '是否确认删除选中的 {{count}} 个开发商？其小区将保留，但不再关联开发商。',
  deleteSuccess: '删除成功',
  selectToDelete: '请先选择要删除的开发商',
  loadFailed: '开发商加载失败',
  exportFileName: '开发商',
  empty: '暂无开发商',
};

export default zh;
