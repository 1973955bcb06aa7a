/** A text a person reads, in Chinese, English and Lao (stored in the *_zh / *_en / *_lo columns). */
export type Labels = readonly [zh: string, en: string, lo: string];
