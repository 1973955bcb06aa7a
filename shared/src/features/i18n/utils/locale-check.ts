import { type Language, type LocaleMessages, SUPPORTED_LANGUAGES } from '../types/language';

type LocaleInput = Partial<Record<Language, LocaleMessages | undefined>>;

function flatten(
  messages: LocaleMessages,
  prefix = '',
  into = new Map<string, unknown>(),
): Map<string, unknown> {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      flatten(value as LocaleMessages, path, into);
    } else {
      into.set(path, value);
    }
  }
  return into;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/**
 * Every problem of a namespace's translations: a key missing, empty or not a
 * string in any language, or interpolations (`{{name}}`) that differ between
 * languages. An empty list means the namespace is complete.
 */
export function findLocaleProblems(locales: LocaleInput): string[] {
  const problems: string[] = [];
  const flat = new Map<Language, Map<string, unknown>>();
  for (const language of SUPPORTED_LANGUAGES) {
    const messages = locales[language];
    if (!messages) {
      problems.push(`language '${language}' is missing`);
      flat.set(language, new Map());
    } else {
      flat.set(language, flatten(messages));
    }
  }
  const allKeys = new Set<string>();
  for (const map of flat.values()) for (const key of map.keys()) allKeys.add(key);

  for (const key of [...allKeys].sort()) {
    const reference = SUPPORTED_LANGUAGES.map((language) => flat.get(language)?.get(key)).find(
      (value): value is string => typeof value === 'string' && value.trim() !== '',
    );
    for (const language of SUPPORTED_LANGUAGES) {
      if (!locales[language]) continue;
      const map = flat.get(language);
      if (!map?.has(key)) {
        problems.push(`${language}: missing key '${key}'`);
        continue;
      }
      const value = map.get(key);
      if (typeof value !== 'string') {
        problems.push(`${language}: key '${key}' is not a string`);
      } else if (value.trim() === '') {
        problems.push(`${language}: key '${key}' is empty`);
      } else if (reference !== undefined && placeholders(value).join() !== placeholders(reference).join()) {
        problems.push(
          `${language}: key '${key}' has interpolations {${placeholders(value).join(', ')}} but another language has {${placeholders(reference).join(', ')}}`,
        );
      }
    }
  }
  return problems;
}

/**
 * Test helper used by every app: throws (failing the test) with the list of
 * keys missing or empty in any of zh, en and lo.
 *
 * ```ts
 * it('has every key in zh, en and lo', () => expectCompleteLocales({ zh, en, lo }));
 * ```
 */
export function expectCompleteLocales(locales: LocaleInput): void {
  const problems = findLocaleProblems(locales);
  if (problems.length > 0) {
    throw new Error(`Incomplete translations (${problems.length}):\n  ${problems.join('\n  ')}`);
  }
}
