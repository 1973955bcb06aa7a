import authEn from '../../auth/locales/en';
import authLo from '../../auth/locales/lo';
import authZh from '../../auth/locales/zh';
import layoutEn from '../../layout/locales/en';
import layoutLo from '../../layout/locales/lo';
import layoutZh from '../../layout/locales/zh';
import routerEn from '../../router/locales/en';
import routerLo from '../../router/locales/lo';
import routerZh from '../../router/locales/zh';

/** The `host` texts needed from the first screen on (login, register, recovery, guard, layout). */
export const startupLocales = {
  zh: { auth: authZh, layout: layoutZh, router: routerZh },
  en: { auth: authEn, layout: layoutEn, router: routerEn },
  lo: { auth: authLo, layout: layoutLo, router: routerLo },
};
