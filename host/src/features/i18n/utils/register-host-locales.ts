import { registerNamespaceByLanguage } from '@agency/shared/features/i18n/i18n';
import type { Language, LocaleMessages } from '@agency/shared/features/i18n/types/language';
import { HOST_NAMESPACE } from '../types/namespace';

// One chunk per language (the auth, layout and router texts of that language together).
const STARTUP_TEXTS: Record<Language, () => Promise<LocaleMessages[]>> = {
  zh: () =>
    Promise.all([
      import(/* webpackChunkName: "host-texts-zh" */ '../../auth/locales/zh'),
      import(/* webpackChunkName: "host-texts-zh" */ '../../layout/locales/zh'),
      import(/* webpackChunkName: "host-texts-zh" */ '../../router/locales/zh'),
    ]).then((modules) => modules.map((module) => module.default)),
  en: () =>
    Promise.all([
      import(/* webpackChunkName: "host-texts-en" */ '../../auth/locales/en'),
      import(/* webpackChunkName: "host-texts-en" */ '../../layout/locales/en'),
      import(/* webpackChunkName: "host-texts-en" */ '../../router/locales/en'),
    ]).then((modules) => modules.map((module) => module.default)),
  lo: () =>
    Promise.all([
      import(/* webpackChunkName: "host-texts-lo" */ '../../auth/locales/lo'),
      import(/* webpackChunkName: "host-texts-lo" */ '../../layout/locales/lo'),
      import(/* webpackChunkName: "host-texts-lo" */ '../../router/locales/lo'),
    ]).then((modules) => modules.map((module) => module.default)),
};

/**
 * Adds the `host` namespace to the shared i18next instance: the texts of the
 * first screens (login, register, recovery, guard, layout frame; the same groups
 * as startup-locales.ts), in the current language only; another language loads
 * when the user switches to it. The layout adds the rest (`registerLayoutLocales`).
 */
export function registerHostLocales(): Promise<void> {
  return registerNamespaceByLanguage(HOST_NAMESPACE, (language) =>
    STARTUP_TEXTS[language]().then(([auth, layout, router]) => ({ auth, layout, router }) as LocaleMessages),
  );
}
