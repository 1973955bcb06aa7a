import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 评估管理（命名空间 `house`，分组 `evaluation`）。 */
const zh: MessagesOf<typeof en> = {
  title: '评估管理',
  fields: {
    house: '房源',
    score: '评分',
    content: '评价内容',
    author: '评价人',
    source: '来源',
    hidden: '显示状态',
    createTime: '日期',
  },
  placeholders: {
    author: '留空则使用您的用户名',
  },
  sources: {
    staff: '员工',
    public: '公开页面',
  },
  visibility: {
    shown: '显示',
    hidden: '已隐藏',
  },
  actions: {
    hide: '隐藏',
    show: '显示',
  },
  rating: {
    title: '该房源平均分',
    value: '{{average}} 分（满分 5），共 {{count}} 条评价',
    none: '暂无显示的评价',
  },
  dialog: {
    addTitle: '新增评价',
    editTitle: '修改评价',
    deleteOne: '确定删除“{{name}}”的评价吗？',
    deleteMany: '确定删除选中的 {{count}} 条评价吗？',
  },
  messages: {
    addSuccess: '评价已新增',
    editSuccess: '评价已保存',
    deleteSuccess: '删除成功',
    selectToDelete: '请至少选择一条要删除的评价',
    loadFailed: '评价加载失败',
    empty: '暂无评价',
    hidden: '已从公开页面和平均分中隐藏',
    shown: '已重新显示',
  },
};

export default zh;
