import { registerNamespace } from '@agency/shared/features/i18n/i18n';
import { federationLocales } from '../../features/federation/utils/federation-locales';
import { HOST_NAMESPACE } from '../../utils/host-namespace';
import { layoutLocales } from './layout-locales';

/** Adds the texts of the screens after the login to the `host` namespace (called as the layout loads). */
export function registerLayoutLocales(): void {
  registerNamespace(HOST_NAMESPACE, layoutLocales);
  // The layout shows module update notices before any remote page has loaded.
  registerNamespace(HOST_NAMESPACE, federationLocales);
}
