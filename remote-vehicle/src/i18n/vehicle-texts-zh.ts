import carZh from '../features/car/locales/zh';
import carContractZh from '../features/car-contract/locales/zh';
import carDetailZh from '../features/car-detail/locales/zh';
import carLeaseZh from '../features/car-lease/locales/zh';

/** The `vehicle` namespace in Chinese: a chunk of its own, loaded when Chinese is in use. */
const texts = {
  car: carZh,
  carLease: carLeaseZh,
  carDetail: carDetailZh,
  carContract: carContractZh,
};

export default texts;
