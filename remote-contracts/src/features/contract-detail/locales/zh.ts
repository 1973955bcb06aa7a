import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const zh: MessagesOf<typeof en> = {
  back: '返回',
  templateTag: '模板',
  onlineEdit: '在线编辑',
  downloadWord: '下载 Word',
  generateContract: '生成合同',
  save: '保存',
  cancel: '取消',
  titleLabel: '合同标题',
  titlePlaceholder: '请输入合同标题',
  contentLabel: '合同内容',
  enterTitleWarning: '请输入合同标题',
  saveSuccessMsg: '保存成功',
  saveFailed: '保存失败',
  loadFailed: '加载失败',
  downloadFailed: '下载失败，请重试',
  wordFileName: '合同word',
  notFound: {
    title: '未找到该合同或模板',
    hint: '请检查地址中的 ID 是否正确，或返回列表。',
  },
  status: { 0: '草稿', 1: '已签署', 2: '已过期' },
  meta: {
    template: '基础模板',
    createdAt: '创建时间',
    createBy: '创建人',
    signedBy: '签署人',
    signedAt: '签署时间',
    endDate: '结束日期',
    previous: '合同 #{{id}} 的新版本',
    placeholders: '占位符',
  },
  readOnly: '已签署或已过期的合同不能编辑，如需修改请创建新版本。',
  sign: {
    button: '签署',
    title: '签署合同',
    content: '签署后合同将不能再编辑。',
    endDate: '结束日期（可选）',
    endDateHint: '过了这一天合同即过期。',
    ok: '签署',
    success: '合同已签署',
    failed: '签署失败',
  },
  newVersion: {
    button: '新版本',
    success: '已创建新的草稿',
    failed: '无法创建新版本',
  },
  share: {
    button: '分享链接',
  },
  fill: {
    title: '占位符数据来源',
    kind: '数据',
    kinds: { houseLease: '房屋租约', carLease: '车辆租约', customer: '客户' },
    sourcePlaceholder: '按姓名、电话或车牌搜索',
    unfilled: '仍需手动填写：{{names}}',
    allFilled: '所有占位符都已填写。',
    failed: '无法填写占位符',
  },
  public: {
    notFound: '该链接无法打开合同',
    notFoundHint: '链接可能已被撤销，请向中介索取新链接。',
  },
};

export default zh;
