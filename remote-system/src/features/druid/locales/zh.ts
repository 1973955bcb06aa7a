import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 数据监控（命名空间 `system`，分组 `druid`）。 */
const zh: MessagesOf<typeof en> = {
  dataSource: '数据源',
  engine: '数据库引擎',
  embedded: '内嵌（PGlite）',
  poolMax: '连接池大小',
  poolOpen: '已打开连接',
  poolOpenValue: '{{total}}（空闲 {{idle}}）',
  poolWaiting: '等待中的请求',
  singleConnection: '本进程内的单个连接',
  sqlStats: '自 {{since}} 起的 SQL（本服务进程）',
  executions: '执行次数',
  distinct: '语句数',
  average: '平均耗时',
  errors: '错误数',
  slow: '慢于 {{ms}} 毫秒',
  totalTime: '总耗时',
  statements: 'SQL 语句',
  sql: '语句',
  averageMs: '平均（毫秒）',
  maxMs: '最慢（毫秒）',
  totalMs: '总计（毫秒）',
  lastAt: '最近执行',
  more: '更多',
  order: {
    maxMs: '最慢',
    totalMs: '总耗时最多',
    avgMs: '平均最长',
    count: '执行最多',
    errors: '错误最多',
  },
  refresh: '刷新',
  reset: '重置统计',
  resetConfirm: '确认重新开始本服务进程的 SQL 统计吗？',
  resetDone: '统计已重新开始',
  empty: '统计开始后尚无语句执行',
  loadFailed: '数据源信息加载失败',
};

export default zh;
