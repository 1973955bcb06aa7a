import { registerNamespace } from '@agency/shared/features/i18n/i18n';
import carEn from '../features/car/locales/en';
import carLo from '../features/car/locales/lo';
import carZh from '../features/car/locales/zh';

/** The i18n namespace of this remote. */
export const VEHICLE_NAMESPACE = 'vehicle';

/** Every feature's texts, one group per feature, in zh, en and lo. */
export const vehicleLocales = {
  zh: { car: carZh },
  en: { car: carEn },
  lo: { car: carLo },
};

/** Adds the `vehicle` namespace to the product's i18next instance (idempotent). */
export function registerVehicleLocales(): void {
  registerNamespace(VEHICLE_NAMESPACE, vehicleLocales);
}
