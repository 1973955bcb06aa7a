import contractEn from '../features/contract/locales/en';
import contractLo from '../features/contract/locales/lo';
import contractZh from '../features/contract/locales/zh';
import templateEn from '../features/template/locales/en';
import templateLo from '../features/template/locales/lo';
import templateZh from '../features/template/locales/zh';

/** The `pact` namespace: one group per feature, in zh, en and lo. */
export const PACT_NAMESPACE = 'pact';

export const pactLocales = {
  zh: { template: templateZh, contract: contractZh },
  en: { template: templateEn, contract: contractEn },
  lo: { template: templateLo, contract: contractLo },
};
