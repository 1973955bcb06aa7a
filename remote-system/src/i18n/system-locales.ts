import moduleEn from '../features/module/locales/en';
import moduleLo from '../features/module/locales/lo';
import moduleZh from '../features/module/locales/zh';
import noticeEn from '../features/notice/locales/en';
import noticeLo from '../features/notice/locales/lo';
import noticeZh from '../features/notice/locales/zh';
import onlineEn from '../features/online/locales/en';
import onlineLo from '../features/online/locales/lo';
import onlineZh from '../features/online/locales/zh';

/** The `system` namespace: one group per feature, in zh, en and lo. */
export const SYSTEM_NAMESPACE = 'system';

export const systemLocales = {
  zh: { notice: noticeZh, online: onlineZh, module: moduleZh },
  en: { notice: noticeEn, online: onlineEn, module: moduleEn },
  lo: { notice: noticeLo, online: onlineLo, module: moduleLo },
};
