import { expectCompleteLocales } from '@agency/shared/features/i18n/utils/locale-check';
import devEn from '../../dev/locales/en';
import devLo from '../../dev/locales/lo';
import devZh from '../../dev/locales/zh';
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
    expectCompleteLocales({ zh: devZh, en: devEn, lo: devLo });
  });

  it('is written in Lao and Chinese, not English placeholders', () => {
    for (const text of [...leaves(systemLocales.lo), ...leaves(devLo)]) expect(text).toMatch(LAO);
    for (const text of [...leaves(systemLocales.zh), ...leaves(devZh)]) expect(text).toMatch(HAN);
  });
});
