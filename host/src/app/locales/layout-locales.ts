import dashboardEn from '../../features/dashboard/locales/en';
import dashboardLo from '../../features/dashboard/locales/lo';
import dashboardZh from '../../features/dashboard/locales/zh';
import profileEn from '../../features/profile/locales/en';
import profileLo from '../../features/profile/locales/lo';
import profileZh from '../../features/profile/locales/zh';

/** The `host` texts of the screens after the login (dashboard, profile), loaded with the layout. */
export const layoutLocales = {
  zh: { dashboard: dashboardZh, profile: profileZh },
  en: { dashboard: dashboardEn, profile: profileEn },
  lo: { dashboard: dashboardLo, profile: profileLo },
};
