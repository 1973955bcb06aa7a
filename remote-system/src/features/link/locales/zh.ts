import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 快捷链接（命名空间 `system`，分组 `link`）。 */
const zh: MessagesOf<typeof en> = {
  fields: {
    linkName: '名称',
    url: '网址',
    icon: '图标',
    orderNum: '排序',
    visible: '显示',
    remark: '备注',
    createTime: '创建时间',
  },
  placeholder: {
    search: '名称或网址',
    linkName: '例如 土地局查询',
    url: 'https://…（网址）',
  },
  rules: { url: '请输入以 http:// 或 https:// 开头的网址' },
  addTitle: '添加链接',
  editTitle: '修改链接',
  addSuccess: '新增成功',
  editSuccess: '修改成功',
  deleteTitle: '删除链接',
  deleteOne: '是否确认删除链接“{{name}}”？',
  deleteMany: '是否确认删除选中的 {{count}} 个链接？',
  deleteSuccess: '删除成功',
  selectToDelete: '请先选择要删除的链接',
  loadFailed: '链接加载失败',
  empty: '暂无链接：在此添加的链接会显示在每位员工的导航栏中',
};

export default zh;
