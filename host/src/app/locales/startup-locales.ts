import startupEn from './startup-locales-en';
import startupLo from './startup-locales-lo';
import startupZh from './startup-locales-zh';

/**
 * The `host` texts needed from the first screen on (login, register, recovery, guard,
 * layout), in every language. The app loads one language at a time
 * (register-host-locales.ts); the tests check all three together.
 */
export const startupLocales = { zh: startupZh, en: startupEn, lo: startupLo };
