import articleZh from '../features/article/locales/zh';
import cacheMonitorZh from '../features/cache-monitor/locales/zh';
import configZh from '../features/config/locales/zh';
import deptZh from '../features/dept/locales/zh';
import developerZh from '../features/developer/locales/zh';
import dictZh from '../features/dict/locales/zh';
import druidZh from '../features/druid/locales/zh';
import feedbackZh from '../features/feedback/locales/zh';
import itemZh from '../features/item/locales/zh';
import jobZh from '../features/job/locales/zh';
import linkZh from '../features/link/locales/zh';
import loginLogZh from '../features/login-log/locales/zh';
import menuZh from '../features/menu/locales/zh';
import moduleZh from '../features/module/locales/zh';
import msgZh from '../features/msg/locales/zh';
import noticeZh from '../features/notice/locales/zh';
import onlineZh from '../features/online/locales/zh';
import operLogZh from '../features/oper-log/locales/zh';
import postZh from '../features/post/locales/zh';
import productZh from '../features/product/locales/zh';
import roleZh from '../features/role/locales/zh';
import serverMonitorZh from '../features/server-monitor/locales/zh';
import toolZh from '../features/tool/locales/zh';
import userZh from '../features/user/locales/zh';
import workZh from '../features/work/locales/zh';

/** The `system` namespace in Chinese: a chunk of its own, loaded when Chinese is in use. */
const texts = {
  notice: noticeZh,
  online: onlineZh,
  module: moduleZh,
  user: userZh,
  role: roleZh,
  post: postZh,
  dept: deptZh,
  loginLog: loginLogZh,
  operLog: operLogZh,
  serverMonitor: serverMonitorZh,
  config: configZh,
  dict: dictZh,
  job: jobZh,
  menu: menuZh,
  cacheMonitor: cacheMonitorZh,
  druid: druidZh,
  link: linkZh,
  product: productZh,
  msg: msgZh,
  item: itemZh,
  work: workZh,
  article: articleZh,
  feedback: feedbackZh,
  developer: developerZh,
  tool: toolZh,
};

export default texts;
