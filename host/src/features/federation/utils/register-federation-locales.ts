import { registerNamespace } from '@agency/shared/features/i18n/i18n';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { federationLocales } from './federation-locales';

/** Adds the remote page loader's texts to the `host` namespace (as the loader or the layout loads). */
export function registerFederationLocales(): void {
  registerNamespace(HOST_NAMESPACE, federationLocales);
}
