import carEn from '../features/car/locales/en';
import carContractEn from '../features/car-contract/locales/en';
import carDetailEn from '../features/car-detail/locales/en';
import carLeaseEn from '../features/car-lease/locales/en';

/** The `vehicle` namespace in English: a chunk of its own, loaded when English is in use. */
const texts = {
  car: carEn,
  carLease: carLeaseEn,
  carDetail: carDetailEn,
  carContract: carContractEn,
};

export default texts;
