import articleLo from '../features/article/locales/lo';
import cacheMonitorLo from '../features/cache-monitor/locales/lo';
import configLo from '../features/config/locales/lo';
import deptLo from '../features/dept/locales/lo';
import developerLo from '../features/developer/locales/lo';
import dictLo from '../features/dict/locales/lo';
import druidLo from '../features/druid/locales/lo';
import feedbackLo from '../features/feedback/locales/lo';
import itemLo from '../features/item/locales/lo';
import jobLo from '../features/job/locales/lo';
import linkLo from '../features/link/locales/lo';
import loginLogLo from '../features/login-log/locales/lo';
import menuLo from '../features/menu/locales/lo';
import moduleLo from '../features/module/locales/lo';
import msgLo from '../features/msg/locales/lo';
import noticeLo from '../features/notice/locales/lo';
import onlineLo from '../features/online/locales/lo';
import operLogLo from '../features/oper-log/locales/lo';
import postLo from '../features/post/locales/lo';
import productLo from '../features/product/locales/lo';
import roleLo from '../features/role/locales/lo';
import serverMonitorLo from '../features/server-monitor/locales/lo';
import toolLo from '../features/tool/locales/lo';
import userLo from '../features/user/locales/lo';
import workLo from '../features/work/locales/lo';

/** The `system` namespace in Lao: a chunk of its own, loaded when Lao is in use. */
const texts = {
  notice: noticeLo,
  online: onlineLo,
  module: moduleLo,
  user: userLo,
  role: roleLo,
  post: postLo,
  dept: deptLo,
  loginLog: loginLogLo,
  operLog: operLogLo,
  serverMonitor: serverMonitorLo,
  config: configLo,
  dict: dictLo,
  job: jobLo,
  menu: menuLo,
  cacheMonitor: cacheMonitorLo,
  druid: druidLo,
  link: linkLo,
  product: productLo,
  msg: msgLo,
  item: itemLo,
  work: workLo,
  article: articleLo,
  feedback: feedbackLo,
  developer: developerLo,
  tool: toolLo,
};

export default texts;
