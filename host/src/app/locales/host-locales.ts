import { federationLocales } from '../../features/federation/utils/federation-locales';
import { layoutLocales } from './layout-locales';
import { startupLocales } from './startup-locales';

/**
 * The `host` namespace: one group per feature, in zh, en and lo. It is
 * registered in parts: the texts of the first screens at start
 * (register-host-locales.ts), the rest with the layout or the remote page loader,
 * so the login page does not download them.
 */
export const hostLocales = {
  zh: { ...startupLocales.zh, ...layoutLocales.zh, ...federationLocales.zh },
  en: { ...startupLocales.en, ...layoutLocales.en, ...federationLocales.en },
  lo: { ...startupLocales.lo, ...layoutLocales.lo, ...federationLocales.lo },
};
