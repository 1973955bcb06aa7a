import { getLanguage, loadLanguage, registerNamespaceByLanguage } from '../../i18n/i18n';
import type { Language, LocaleMessages } from '../../i18n/types/language';
import type { PageRegistry } from '../types/page-registry';

/** A remote's namespace, one chunk a language. */
export type TextsByLanguage = Record<Language, () => Promise<{ default: LocaleMessages }>>;

/**
 * A remote's page registry whose pages come with the remote's texts in the current
 * language only: the namespace is registered one language at a time (another loads when
 * the user switches to it), and each page waits for it, loading beside the page's own
 * chunk. A visitor, or the first click on a module, downloads one language, not three.
 */
export function pagesWithTexts(namespace: string, texts: TextsByLanguage, pages: PageRegistry): PageRegistry {
  // A failure here is met again, and reported, by the page that needs the texts.
  registerNamespaceByLanguage(namespace, (language) =>
    texts[language]().then((module) => module.default),
  ).catch(() => undefined);
  return Object.fromEntries(
    Object.entries(pages).map(([key, load]) => [
      key,
      () => Promise.all([loadLanguage(getLanguage()), load()]).then(([, page]) => page),
    ]),
  );
}
