/** The interface languages: Chinese, English and Lao (the default). */
export const SUPPORTED_LANGUAGES = ['zh', 'en', 'lo'] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** A namespace's messages for one language: nested objects of strings. */
export interface LocaleMessages {
  [key: string]: string | LocaleMessages;
}

/** The same namespace in every language. */
export type LocaleSet<T extends LocaleMessages = LocaleMessages> = Record<Language, T>;

/**
 * The shape of `T` with every leaf a string: type a zh or lo file as
 * `const zh: MessagesOf<typeof en> = {...}` and tsc reports missing keys.
 */
export type MessagesOf<T> = { [K in keyof T]: T[K] extends string ? string : MessagesOf<T[K]> };
