import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 产品（命名空间 `system`，分组 `product`）。 */
const zh: MessagesOf<typeof en> = {
  fields: {
    productCode: '编码',
    productName: '名称',
    description: '说明',
    price: '价格',
    currency: '货币',
    status: '状态',
    remark: '备注',
  },
  placeholder: {
    search: '名称或编码',
    productCode: '例如 PKG-RENT',
    productName: '例如 租房找房套餐',
  },
  hint: {
    productCode:
      '合同模板中用 {{placeholder}} 显示在售产品，用 {{name}} 和 {{price}} 显示其名称或价格。点击列表中的编码可复制其占位符。',
  },
  rules: { productCode: '只能包含字母、数字、- 和 _' },
  addTitle: '添加产品',
  editTitle: '修改产品',
  addSuccess: '新增成功',
  editSuccess: '修改成功',
  deleteTitle: '删除产品',
  deleteOne: '是否确认删除产品“{{name}}”？',
  deleteMany: '是否确认删除选中的 {{count}} 个产品？',
  deleteSuccess: '删除成功',
  selectToDelete: '请先选择要删除的产品',
  loadFailed: '产品加载失败',
  exportFileName: '产品',
  empty: '暂无产品',
};

export default zh;
