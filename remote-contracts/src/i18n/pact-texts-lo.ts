import contractLo from '../features/contract/locales/lo';
import detailLo from '../features/contract-detail/locales/lo';
import templateLo from '../features/template/locales/lo';

/** The `pact` namespace in Lao: a chunk of its own, loaded when Lao is in use. */
const texts = {
  template: templateLo,
  contract: contractLo,
  detail: detailLo,
};

export default texts;
