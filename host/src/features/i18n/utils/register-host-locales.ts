import { registerNamespace } from '@agency/shared/features/i18n/i18n';
import { HOST_NAMESPACE } from '../types/namespace';
import { hostLocales } from './host-locales';

/** Adds the `host` namespace to the shared i18next instance. */
export function registerHostLocales(): void {
  registerNamespace(HOST_NAMESPACE, hostLocales);
}
