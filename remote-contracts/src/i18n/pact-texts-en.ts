import contractEn from '../features/contract/locales/en';
import detailEn from '../features/contract-detail/locales/en';
import templateEn from '../features/template/locales/en';

/** The `pact` namespace in English: a chunk of its own, loaded when English is in use. */
const texts = {
  template: templateEn,
  contract: contractEn,
  detail: detailEn,
};

export default texts;
