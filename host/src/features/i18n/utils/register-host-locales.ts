import { registerNamespaceByLanguage } from '@agency/shared/features/i18n/i18n';
import type { Language, LocaleMessages } from '@agency/shared/features/i18n/types/language';
import { HOST_NAMESPACE } from '../types/namespace';

const STARTUP_TEXTS: Record<Language, () => Promise<{ default: LocaleMessages }>> = {
  zh: () => import(/* webpackChunkName: "host-texts-zh" */ './startup-locales-zh'),
  en: () => import(/* webpackChunkName: "host-texts-en" */ './startup-locales-en'),
  lo: () => import(/* webpackChunkName: "host-texts-lo" */ './startup-locales-lo'),
};

/**
 * Adds the `host` namespace to the shared i18next instance: the texts of the
 * first screens (startup-locales), in the current language only; another language
 * loads when the user switches to it. The layout adds the rest (`registerLayoutLocales`).
 */
export function registerHostLocales(): void {
  void registerNamespaceByLanguage(HOST_NAMESPACE, (language) =>
    STARTUP_TEXTS[language]().then((module) => module.default),
  );
}
