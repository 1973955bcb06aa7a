import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const zh: MessagesOf<typeof en> = {
  pageTitle: '合同模板',
  upload: {
    title: '上传合同模板',
    dragText: '点击或将 Word 文件（.docx）拖到此区域',
    hint: '每次只能上传一个 .docx 文件，大小不超过 5 MB，上传后会自动生成一份草稿合同。',
    uploading: '正在上传并转换...',
  },
  uploadLimit: '每次只能上传一个文件',
  onlyDocx: '只能上传 Word（.docx）文件',
  tooLarge: '文件大小不能超过 5 MB',
  uploadSuccess: '模板上传成功',
  uploadError: '上传失败，请重试',
  loadFaile: '模板列表加载失败',
  deleteSuccess: '删除成功',
  selectToDelete: '请选择要删除的模板',
  openDetail: {
    title: '模板上传成功',
    content: '已创建模板“{{name}}”及一份草稿合同，是否现在查看详情？',
    now: '立即查看',
    later: '稍后',
  },
  list: {
    title: '模板列表',
    viewDetails: '查看详情',
    selected: '已选择 {{count}} 项',
  },
  columns: {
    id: '编号',
    templateName: '模板名称',
    placeholders: '占位符',
    createBy: '上传人',
    createTime: '上传时间',
  },
  deleteConfirm: {
    many: '确定删除选中的 {{count}} 个模板吗？删除后无法恢复。',
    one: '确定删除模板“{{name}}”吗？删除后无法恢复。',
  },
};

export default zh;
