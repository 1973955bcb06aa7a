import { registerNamespace } from '@agency/shared/features/i18n/i18n';
import { VEHICLE_NAMESPACE } from './vehicle-texts';
import en from './vehicle-texts-en';
import lo from './vehicle-texts-lo';
import zh from './vehicle-texts-zh';

/** Every feature's texts, one group per feature, in zh, en and lo (the key checks, the tests). */
export const vehicleLocales = { zh, en, lo };

/** Adds the `vehicle` namespace in every language at once (tests, the stand-alone dev page). */
export function registerVehicleLocales(): void {
  registerNamespace(VEHICLE_NAMESPACE, vehicleLocales);
}
