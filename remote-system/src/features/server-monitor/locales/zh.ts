import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 服务监控（命名空间 `system`，分组 `serverMonitor`）。 */
const zh: MessagesOf<typeof en> = {
  refresh: '刷新',
  loadFailed: '服务器信息加载失败',
  cpu: '处理器（CPU）',
  cores: '核心数',
  userUse: '用户使用率',
  systemUse: '系统使用率',
  idle: '当前空闲率',
  memory: '内存',
  total: '总量',
  used: '已用',
  free: '剩余',
  usage: '使用率',
  process: '服务进程',
  runtime: '运行环境',
  startTime: '启动时间',
  runTime: '运行时长',
  heap: '堆内存使用',
  database: '数据库',
  engine: '引擎',
  embedded: '内嵌（PGlite）',
  version: '版本',
  size: '大小',
  connections: '连接数',
  host: '服务器信息',
  computerName: '服务器名称',
  computerIp: '服务器 IP',
  osName: '操作系统',
  osArch: '系统架构',
  userDir: '项目路径',
  disks: '磁盘状态',
  dirName: '盘符路径',
};

export default zh;
