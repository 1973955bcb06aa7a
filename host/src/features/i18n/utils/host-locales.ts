import authEn from '../../auth/locales/en';
import authLo from '../../auth/locales/lo';
import authZh from '../../auth/locales/zh';
import dashboardEn from '../../dashboard/locales/en';
import dashboardLo from '../../dashboard/locales/lo';
import dashboardZh from '../../dashboard/locales/zh';
import federationEn from '../../federation/locales/en';
import federationLo from '../../federation/locales/lo';
import federationZh from '../../federation/locales/zh';
import layoutEn from '../../layout/locales/en';
import layoutLo from '../../layout/locales/lo';
import layoutZh from '../../layout/locales/zh';
import profileEn from '../../profile/locales/en';
import profileLo from '../../profile/locales/lo';
import profileZh from '../../profile/locales/zh';
import routerEn from '../../router/locales/en';
import routerLo from '../../router/locales/lo';
import routerZh from '../../router/locales/zh';

/** The `host` namespace: one group per feature, in zh, en and lo. */
export const hostLocales = {
  zh: {
    auth: authZh,
    dashboard: dashboardZh,
    federation: federationZh,
    layout: layoutZh,
    profile: profileZh,
    router: routerZh,
  },
  en: {
    auth: authEn,
    dashboard: dashboardEn,
    federation: federationEn,
    layout: layoutEn,
    profile: profileEn,
    router: routerEn,
  },
  lo: {
    auth: authLo,
    dashboard: dashboardLo,
    federation: federationLo,
    layout: layoutLo,
    profile: profileLo,
    router: routerLo,
  },
};
