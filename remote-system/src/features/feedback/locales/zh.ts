import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 意见反馈（命名空间 `system`，分组 `feedback`）。 */
const zh: MessagesOf<typeof en> = {
  fields: {
    keyword: '搜索',
    status: '状态',
    subjectType: '对象',
    subjectName: '房源或车辆',
    visitorName: '姓名',
    contact: '联系方式',
    content: '留言',
    createTime: '收到时间',
    reply: '回复',
    handledBy: '处理人',
    handleTime: '处理时间',
    remark: '备注',
  },
  placeholder: {
    keyword: '姓名、联系方式、留言或房源',
    reply: '您的答复或处理结果，例如"已回电，周一看房"',
  },
  hint: {
    status: '已处理的留言不再计为新反馈；改回新反馈会清除处理人。',
  },
  editTitle: '处理反馈',
  editSuccess: '反馈已保存',
  deleteTitle: '删除反馈',
  deleteOne: '删除"{{name}}"的留言？',
  deleteMany: '删除选中的 {{count}} 条留言？',
  deleteSuccess: '删除成功',
  selectToDelete: '请先选择要删除的留言',
  loadFailed: '意见反馈加载失败',
  exportFileName: '意见反馈',
  empty: '还没有访客反馈',
};

export default zh;
