import { expectCompleteLocales } from '@agency/shared/features/i18n/utils/locale-check';
import { systemLocales } from '../system-locales';

/** Every leaf string of a nested message object. */
function leaves(messages: object): string[] {
  return Object.values(messages).flatMap((value) =>
    typeof value === 'string' ? [value] : leaves(value as object),
  );
}

const LAO = /[\u0E80-\u0EFF]/;
const HAN = /[\u4E00-\u9FFF]/;

describe('system namespace', () => {
  it('has every key in zh, en and lo', () => {
    expectCompleteLocales(systemLocales);
  });

  it('is written in Lao and Chinese, not English placeholders', () => {
    for (const text of [...leaves(systemLocales.lo)]) expect(text).toMatch(LAO);
    for (const text of [...leaves(systemLocales.zh)]) expect(text).toMatch(HAN);
  });
});
