import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 站内消息（命名空间 `system`，分组 `msg`）。 */
const zh: MessagesOf<typeof en> = {
  fields: {
    title: '标题',
    content: '内容',
    userIds: '用户',
    roleIds: '角色',
    readCount: '已读',
    createBy: '发送人',
    createTime: '发送时间',
    remark: '备注',
  },
  placeholder: {
    title: '例如：周五办公室休息',
    userIds: '选择用户',
    roleIds: '选择角色',
  },
  hint: {
    recipients: '可发给用户、角色或两者：保存时拥有所选角色的每个人都会收到一次，显示在页面顶部的收件箱中。',
  },
  readers: {
    open: '阅读情况',
    user: '接收人',
    readTime: '阅读时间',
    unread: '未读',
  },
  readersFailed: '阅读情况加载失败',
  addTitle: '写消息',
  editTitle: '编辑消息',
  addSuccess: '消息已发送',
  editSuccess: '消息已保存',
  deleteTitle: '删除消息',
  deleteOne: '删除消息"{{name}}"？接收人将不再看到它。',
  deleteMany: '删除选中的 {{count}} 条消息？接收人将不再看到它们。',
  deleteSuccess: '删除成功',
  selectToDelete: '请先选择要删除的消息',
  loadFailed: '消息加载失败',
  empty: '还没有发送过消息',
};

export default zh;
