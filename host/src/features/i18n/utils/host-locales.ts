import { layoutLocales } from './layout-locales';
import { startupLocales } from './startup-locales';

/**
 * The `host` namespace: one group per feature, in zh, en and lo. It is
 * registered in two parts (register-host-locales.ts): the texts of the first
 * screens at start, the rest with the layout, so the login page does not
 * download them.
 */
export const hostLocales = {
  zh: { ...startupLocales.zh, ...layoutLocales.zh },
  en: { ...startupLocales.en, ...layoutLocales.en },
  lo: { ...startupLocales.lo, ...layoutLocales.lo },
};
