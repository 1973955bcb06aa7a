import type { Language } from '@agency/shared/features/i18n/types/language';

/** Each language named in itself. */
export const LANGUAGE_LABELS: Record<Language, string> = { zh: '中文', en: 'English', lo: 'ລາວ' };
