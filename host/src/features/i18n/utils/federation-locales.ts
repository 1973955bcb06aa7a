import federationEn from '../../federation/locales/en';
import federationLo from '../../federation/locales/lo';
import federationZh from '../../federation/locales/zh';

/** The `host` texts of the remote page loader (loading, errors, "page not available", module updates). */
export const federationLocales = {
  zh: { federation: federationZh },
  en: { federation: federationEn },
  lo: { federation: federationLo },
};
