import articleEn from '../features/article/locales/en';
import articleLo from '../features/article/locales/lo';
import articleZh from '../features/article/locales/zh';
import cacheMonitorEn from '../features/cache-monitor/locales/en';
import cacheMonitorLo from '../features/cache-monitor/locales/lo';
import cacheMonitorZh from '../features/cache-monitor/locales/zh';
import configEn from '../features/config/locales/en';
import configLo from '../features/config/locales/lo';
import configZh from '../features/config/locales/zh';
import deptEn from '../features/dept/locales/en';
import deptLo from '../features/dept/locales/lo';
import deptZh from '../features/dept/locales/zh';
import developerEn from '../features/developer/locales/en';
import developerLo from '../features/developer/locales/lo';
import developerZh from '../features/developer/locales/zh';
import dictEn from '../features/dict/locales/en';
import dictLo from '../features/dict/locales/lo';
import dictZh from '../features/dict/locales/zh';
import druidEn from '../features/druid/locales/en';
import druidLo from '../features/druid/locales/lo';
import druidZh from '../features/druid/locales/zh';
import feedbackEn from '../features/feedback/locales/en';
import feedbackLo from '../features/feedback/locales/lo';
import feedbackZh from '../features/feedback/locales/zh';
import itemEn from '../features/item/locales/en';
import itemLo from '../features/item/locales/lo';
import itemZh from '../features/item/locales/zh';
import jobEn from '../features/job/locales/en';
import jobLo from '../features/job/locales/lo';
import jobZh from '../features/job/locales/zh';
import linkEn from '../features/link/locales/en';
import linkLo from '../features/link/locales/lo';
import linkZh from '../features/link/locales/zh';
import loginLogEn from '../features/login-log/locales/en';
import loginLogLo from '../features/login-log/locales/lo';
import loginLogZh from '../features/login-log/locales/zh';
import menuEn from '../features/menu/locales/en';
import menuLo from '../features/menu/locales/lo';
import menuZh from '../features/menu/locales/zh';
import moduleEn from '../features/module/locales/en';
import moduleLo from '../features/module/locales/lo';
import moduleZh from '../features/module/locales/zh';
import msgEn from '../features/msg/locales/en';
import msgLo from '../features/msg/locales/lo';
import msgZh from '../features/msg/locales/zh';
import noticeEn from '../features/notice/locales/en';
import noticeLo from '../features/notice/locales/lo';
import noticeZh from '../features/notice/locales/zh';
import onlineEn from '../features/online/locales/en';
import onlineLo from '../features/online/locales/lo';
import onlineZh from '../features/online/locales/zh';
import operLogEn from '../features/oper-log/locales/en';
import operLogLo from '../features/oper-log/locales/lo';
import operLogZh from '../features/oper-log/locales/zh';
import postEn from '../features/post/locales/en';
import postLo from '../features/post/locales/lo';
import postZh from '../features/post/locales/zh';
import productEn from '../features/product/locales/en';
import productLo from '../features/product/locales/lo';
import productZh from '../features/product/locales/zh';
import roleEn from '../features/role/locales/en';
import roleLo from '../features/role/locales/lo';
import roleZh from '../features/role/locales/zh';
import serverMonitorEn from '../features/server-monitor/locales/en';
import serverMonitorLo from '../features/server-monitor/locales/lo';
import serverMonitorZh from '../features/server-monitor/locales/zh';
import toolEn from '../features/tool/locales/en';
import toolLo from '../features/tool/locales/lo';
import toolZh from '../features/tool/locales/zh';
import userEn from '../features/user/locales/en';
import userLo from '../features/user/locales/lo';
import userZh from '../features/user/locales/zh';
import workEn from '../features/work/locales/en';
import workLo from '../features/work/locales/lo';
import workZh from '../features/work/locales/zh';

/** The `system` namespace: one group per feature, in zh, en and lo. */
export const SYSTEM_NAMESPACE = 'system';

export const systemLocales = {
  zh: {
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
  },
  en: {
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
  },
  lo: {
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
  },
};
