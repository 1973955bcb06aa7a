import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 文章（命名空间 `system`，分组 `article`）。 */
const zh: MessagesOf<typeof en> = {
  fields: {
    coverImage: '封面',
    title: '标题',
    category: '分类',
    status: '状态',
    publishTime: '发布时间',
    author: '作者',
    summary: '摘要',
    content: '内容',
    remark: '备注',
  },
  placeholder: {
    search: '标题或摘要',
    title: '例如：租房前要检查的五件事',
    author: '默认为您的名字',
    summary: '新闻列表中显示的一两句话',
  },
  hint: {
    status: '已发布的文章会作为新闻显示在公开的房源和车辆页面上。',
    publishTime: '留空：发布时即为当前时间。较晚的时间会让文章在此之前保持隐藏。',
  },
  addTitle: '写文章',
  editTitle: '编辑文章',
  addSuccess: '文章已保存',
  editSuccess: '文章已保存',
  deleteTitle: '删除文章',
  deleteOne: '删除文章"{{name}}"？',
  deleteMany: '删除选中的 {{count}} 篇文章？',
  deleteSuccess: '删除成功',
  selectToDelete: '请先选择要删除的文章',
  loadFailed: '文章加载失败',
  exportFileName: '文章',
  empty: '暂无文章',
};

export default zh;
