import { registerNamespace } from '@agency/shared/features/i18n/i18n';
import { HOST_NAMESPACE } from '../types/namespace';
import { startupLocales } from './startup-locales';

/**
 * Adds the `host` namespace to the shared i18next instance: the texts of the
 * first screens. The layout adds the rest (`registerLayoutLocales`).
 */
export function registerHostLocales(): void {
  registerNamespace(HOST_NAMESPACE, startupLocales);
}
