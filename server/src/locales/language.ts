import { en, type MessageKey } from './en';
import { lo } from './lo';
import { zh } from './zh';

export const languages = ['zh', 'en', 'lo'] as const;
export type Lang = (typeof languages)[number];
/** Lao is the product's default language (spec section 9). */
export const defaultLanguage: Lang = 'lo';

export type MessageParams = Record<string, string | number>;
/** `key` is a catalog key; other strings (e.g. from registerMessages) fall back to themselves. */
export type Translate = (key: MessageKey | (string & {}), params?: MessageParams) => string;

const catalogs: Record<Lang, Record<string, string>> = { zh: { ...zh }, en: { ...en }, lo: { ...lo } };

/**
 * Adds messages for route modules that keep their own texts (keys should carry a
 * prefix such as `house.`). Every language must be given, so no language lacks a key.
 */
export function registerMessages(messages: Record<Lang, Record<string, string>>): void {
  for (const lang of languages) Object.assign(catalogs[lang], messages[lang]);
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * Picks zh, en or lo from an Accept-Language header, honouring q-values
 * ("en-US,en;q=0.9,lo;q=0.8" gives en); anything else gives lo.
 */
export function resolveLanguage(header: string | undefined): Lang {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const qParam = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLang) ?? defaultLanguage;
}

export function translate(lang: Lang, key: string, params?: MessageParams): string {
  const template = catalogs[lang][key] ?? catalogs.en[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function translator(lang: Lang): Translate {
  return (key, params) => translate(lang, key, params);
}
