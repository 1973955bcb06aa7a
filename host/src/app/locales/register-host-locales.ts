import { registerNamespaceByLanguage } from '@agency/shared/features/i18n/i18n';
import { HOST_NAMESPACE } from '../../utils/host-namespace';
import { STARTUP_TEXTS } from './startup-texts';

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
