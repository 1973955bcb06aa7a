import type { MessagesOf } from '../../i18n/types/language';
import type en from './en';

/** 合同通用文本（命名空间 `common`，分组 `contract`）：合同与车辆页面共用。 */
const zh: MessagesOf<typeof en> = {
  cancel: '取消',
  share: {
    title: '分享给客户',
    active: '分享链接有效，无需登录即可打开只读副本。',
    inactive: '该合同未分享。',
    create: '生成链接',
    renew: '生成新链接',
    renewHint: '链接只显示一次，新链接会替换旧链接。',
    created: '请立即复制此链接，之后不会再显示。',
    copy: '复制',
    copied: '链接已复制',
    revoke: '撤销链接',
    revokeConfirm: '撤销分享链接？客户将无法再用它打开合同。',
    revoked: '分享链接已撤销',
    failed: '无法修改分享链接',
    days: '有效期（天）',
    daysHint: '留空则使用默认期限',
    expiresAt: '链接有效期至 {{date}}',
  },
  document: {
    loading: '正在打开文档…',
    failed: '无法显示文档',
    failedHint: '请检查网络后重试。',
    retry: '重试',
    label: '合同文档',
  },
};

export default zh;
