import dashboardEn from '../../dashboard/locales/en';
import dashboardLo from '../../dashboard/locales/lo';
import dashboardZh from '../../dashboard/locales/zh';
import federationEn from '../../federation/locales/en';
import federationLo from '../../federation/locales/lo';
import federationZh from '../../federation/locales/zh';
import profileEn from '../../profile/locales/en';
import profileLo from '../../profile/locales/lo';
import profileZh from '../../profile/locales/zh';

/** The `host` texts of the screens after the login (dashboard, profile, remote pages), loaded with the layout. */
export const layoutLocales = {
  zh: { dashboard: dashboardZh, federation: federationZh, profile: profileZh },
  en: { dashboard: dashboardEn, federation: federationEn, profile: profileEn },
  lo: { dashboard: dashboardLo, federation: federationLo, profile: profileLo },
};
