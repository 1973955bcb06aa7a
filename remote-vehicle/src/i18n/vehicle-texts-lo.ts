import carLo from '../features/car/locales/lo';
import carContractLo from '../features/car-contract/locales/lo';
import carDetailLo from '../features/car-detail/locales/lo';
import carLeaseLo from '../features/car-lease/locales/lo';

/** The `vehicle` namespace in Lao: a chunk of its own, loaded when Lao is in use. */
const texts = {
  car: carLo,
  carLease: carLeaseLo,
  carDetail: carDetailLo,
  carContract: carContractLo,
};

export default texts;
