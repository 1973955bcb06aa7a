import { registerNamespace } from '@agency/shared/features/i18n/i18n';
import carEn from '../features/car/locales/en';
import carLo from '../features/car/locales/lo';
import carZh from '../features/car/locales/zh';
import carContractEn from '../features/car-contract/locales/en';
import carContractLo from '../features/car-contract/locales/lo';
import carContractZh from '../features/car-contract/locales/zh';
import carDetailEn from '../features/car-detail/locales/en';
import carDetailLo from '../features/car-detail/locales/lo';
import carDetailZh from '../features/car-detail/locales/zh';
import carLeaseEn from '../features/car-lease/locales/en';
import carLeaseLo from '../features/car-lease/locales/lo';
import carLeaseZh from '../features/car-lease/locales/zh';

/** The i18n namespace of this remote. */
export const VEHICLE_NAMESPACE = 'vehicle';

/** Every feature's texts, one group per feature, in zh, en and lo. */
export const vehicleLocales = {
  zh: { car: carZh, carLease: carLeaseZh, carDetail: carDetailZh, carContract: carContractZh },
  en: { car: carEn, carLease: carLeaseEn, carDetail: carDetailEn, carContract: carContractEn },
  lo: { car: carLo, carLease: carLeaseLo, carDetail: carDetailLo, carContract: carContractLo },
};

/** Adds the `vehicle` namespace to the product's i18next instance (idempotent). */
export function registerVehicleLocales(): void {
  registerNamespace(VEHICLE_NAMESPACE, vehicleLocales);
}
