import federationEn from '../locales/en';
import federationLo from '../locales/lo';
import federationZh from '../locales/zh';

/** The `host` texts of the remote page loader (loading, errors, "page not available", module updates). */
export const federationLocales = {
  zh: { federation: federationZh },
  en: { federation: federationEn },
  lo: { federation: federationLo },
};
