import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 缓存监控（命名空间 `system`，分组 `cacheMonitor`）。 */
const zh: MessagesOf<typeof en> = {
  overview: '基本信息',
  entries: '缓存条目',
  nodeVersion: 'Node.js 版本',
  uptime: '运行时间',
  uptimeValue: '{{days}} 天 {{hours}} 小时',
  rss: '进程内存',
  heap: '堆内存：{{used}} / {{total}} MB',
  authCacheTtl: '会话与用户在每个进程中缓存 {{ms}} 毫秒。',
  names: '缓存列表',
  keys: '键名列表',
  value: '缓存内容',
  cacheName: '缓存名称',
  cacheKey: '缓存键名',
  cacheValue: '缓存内容',
  count: '条目',
  refresh: '刷新',
  clearAll: '清理全部',
  clearAllConfirm: '确认清空全部缓存吗？其他用户都将退出登录，您保持登录。',
  clearName: '清理 {{name}}',
  clearNameConfirm: '确认清空缓存“{{name}}”吗？',
  clearKey: '删除键名',
  clearKeyConfirm: '确认从缓存中删除该键名吗？',
  pickName: '选择一个缓存查看其键名',
  pickKey: '选择一个键名查看其内容',
  noKeys: '该缓存为空',
  valueGone: '该缓存项已不存在：已过期或被删除。',
  loadFailed: '缓存信息加载失败',
};

export default zh;
