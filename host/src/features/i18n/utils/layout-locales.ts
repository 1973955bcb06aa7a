import dashboardEn from '../../dashboard/locales/en';
import dashboardLo from '../../dashboard/locales/lo';
import dashboardZh from '../../dashboard/locales/zh';
import profileEn from '../../profile/locales/en';
import profileLo from '../../profile/locales/lo';
import profileZh from '../../profile/locales/zh';

/** The `host` texts of the screens after the login (dashboard, profile), loaded with the layout. */
export const layoutLocales = {
  zh: { dashboard: dashboardZh, profile: profileZh },
  en: { dashboard: dashboardEn, profile: profileEn },
  lo: { dashboard: dashboardLo, profile: profileLo },
};
