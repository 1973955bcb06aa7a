import type { PageRegistry } from '@agency/shared/features/federation/types/page-registry';
import { i18n } from '@agency/shared/features/i18n/i18n';
import type { LocaleSet } from '@agency/shared/features/i18n/types/language';
import { expectCompleteLocales } from '@agency/shared/features/i18n/utils/locale-check';

/** A Lao text has at least one Lao letter; a copy of the English one has none. */
export const LAO_SCRIPT = /[\u0E80-\u0EFF]/;
/** A Chinese text has at least one Han character. */
export const HAN_SCRIPT = /[\u4E00-\u9FFF]/;

/** Every leaf string of a nested message object, for checking a whole namespace's script. */
export function leafTexts(messages: object): string[] {
  return Object.values(messages).flatMap((value) =>
    typeof value === 'string' ? [value] : leafTexts(value as object),
  );
}

/**
 * The checks of a remote namespace whose every text is translated: each key in zh, en
 * and lo, and every Lao and Chinese text in its own script (no English left behind).
 */
export function describeTranslatedNamespace(name: string, locales: LocaleSet): void {
  describe(`${name} namespace`, () => {
    it('has every key in zh, en and lo', () => {
      expectCompleteLocales(locales);
    });

    it('is written in Lao and Chinese, not English placeholders', () => {
      for (const text of leafTexts(locales.lo)) expect(text).toMatch(LAO_SCRIPT);
      for (const text of leafTexts(locales.zh)) expect(text).toMatch(HAN_SCRIPT);
    });
  });
}

/** Loads every page of a remote's registry: each must answer a component as its default export. */
export async function expectEveryPageLoads(pages: PageRegistry): Promise<void> {
  for (const key of Object.keys(pages)) {
    const page = await pages[key]?.();
    expect(typeof page?.default).toBe('function');
  }
}

/**
 * A remote's page registry: exactly these pages, in this order, each loading, and the
 * remote's namespace registered with them (a Lao text of it read through i18n).
 */
export async function expectRegisteredPages(
  pages: PageRegistry,
  keys: string[],
  sample: { ns: string; key: string; lao: string },
): Promise<void> {
  expect(Object.keys(pages)).toEqual(keys);
  await expectEveryPageLoads(pages);
  expect(i18n.getFixedT('lo', sample.ns)(sample.key)).toBe(sample.lao);
}
