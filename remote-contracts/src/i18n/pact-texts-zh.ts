import contractZh from '../features/contract/locales/zh';
import detailZh from '../features/contract-detail/locales/zh';
import templateZh from '../features/template/locales/zh';

/** The `pact` namespace in Chinese: a chunk of its own, loaded when Chinese is in use. */
const texts = {
  template: templateZh,
  contract: contractZh,
  detail: detailZh,
};

export default texts;
