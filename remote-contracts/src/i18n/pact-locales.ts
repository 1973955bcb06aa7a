import contractEn from '../features/contract/locales/en';
import contractLo from '../features/contract/locales/lo';
import contractZh from '../features/contract/locales/zh';
import detailEn from '../features/contract-detail/locales/en';
import detailLo from '../features/contract-detail/locales/lo';
import detailZh from '../features/contract-detail/locales/zh';
import templateEn from '../features/template/locales/en';
import templateLo from '../features/template/locales/lo';
import templateZh from '../features/template/locales/zh';

/** The `pact` namespace: one group per feature, in zh, en and lo. */
export const PACT_NAMESPACE = 'pact';

export const pactLocales = {
  zh: { template: templateZh, contract: contractZh, detail: detailZh },
  en: { template: templateEn, contract: contractEn, detail: detailEn },
  lo: { template: templateLo, contract: contractLo, detail: detailLo },
};
