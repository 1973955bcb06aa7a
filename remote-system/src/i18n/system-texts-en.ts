import articleEn from '../features/article/locales/en';
import cacheMonitorEn from '../features/cache-monitor/locales/en';
import configEn from '../features/config/locales/en';
import deptEn from '../features/dept/locales/en';
import developerEn from '../features/developer/locales/en';
import dictEn from '../features/dict/locales/en';
import druidEn from '../features/druid/locales/en';
import feedbackEn from '../features/feedback/locales/en';
import itemEn from '../features/item/locales/en';
import jobEn from '../features/job/locales/en';
import linkEn from '../features/link/locales/en';
import loginLogEn from '../features/login-log/locales/en';
import menuEn from '../features/menu/locales/en';
import moduleEn from '../features/module/locales/en';
import msgEn from '../features/msg/locales/en';
import noticeEn from '../features/notice/locales/en';
import onlineEn from '../features/online/locales/en';
import operLogEn from '../features/oper-log/locales/en';
import postEn from '../features/post/locales/en';
import productEn from '../features/product/locales/en';
import roleEn from '../features/role/locales/en';
import serverMonitorEn from '../features/server-monitor/locales/en';
import toolEn from '../features/tool/locales/en';
import userEn from '../features/user/locales/en';
import workEn from '../features/work/locales/en';

/** The `system` namespace in English: a chunk of its own, loaded when English is in use. */
const texts = {
  notice: noticeEn,
  online: onlineEn,
  module: moduleEn,
  user: userEn,
  role: roleEn,
  post: postEn,
  dept: deptEn,
  loginLog: loginLogEn,
  operLog: operLogEn,
  serverMonitor: serverMonitorEn,
  config: configEn,
  dict: dictEn,
  job: jobEn,
  menu: menuEn,
  cacheMonitor: cacheMonitorEn,
  druid: druidEn,
  link: linkEn,
  product: productEn,
  msg: msgEn,
  item: itemEn,
  work: workEn,
  article: articleEn,
  feedback: feedbackEn,
  developer: developerEn,
  tool: toolEn,
};

export default texts;
