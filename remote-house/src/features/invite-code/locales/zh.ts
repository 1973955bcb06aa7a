import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 邀请码（命名空间 `house`，分组 `inviteCode`）。 */
const zh: MessagesOf<typeof en> = {
  title: '邀请码',
  fields: {
    code: '邀请码',
    codeType: '邀请码类型',
    status: '状态',
    creator: '创建人',
    generateCount: '生成数量',
    createTime: '创建时间',
    expireTime: '过期时间',
    usedBy: '使用人',
    usedTime: '使用时间',
    count: '生成数量',
  },
  placeholders: {
    code: '请输入邀请码',
    creator: '请输入用户名',
    count: '每次可生成 1 至 {{max}} 个',
    expireTime: '留空表示永不过期',
  },
  rules: {
    countRequired: '请输入生成数量',
    countRange: '请输入 1 至 {{max}} 之间的整数',
    typeRequired: '请选择邀请码类型',
    expireInFuture: '过期时间必须晚于当前时间',
  },
  actions: {
    generate: '生成邀请码',
    copyLink: '复制注册链接',
    copyAll: '全部复制',
  },
  dialog: {
    generateTitle: '生成邀请码',
    generatedTitle: '新生成的邀请码（{{count}} 个）',
    deleteOne: '确定删除邀请码“{{name}}”吗？',
    deleteMany: '确定删除选中的 {{count}} 个邀请码吗？',
  },
  messages: {
    generated: '已生成 {{count}} 个邀请码',
    copied: '已复制到剪贴板',
    copyFailed: '浏览器不允许复制，请手动选中文本复制',
    deleteSuccess: '邀请码已删除',
    loadFailed: '邀请码加载失败',
    empty: '暂无邀请码，请先生成',
  },
};

export default zh;
