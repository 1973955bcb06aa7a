import { expectCompleteLocales } from '@agency/shared/features/i18n/utils/locale-check';
import en from '../locales/en';
import lo from '../locales/lo';
import zh from '../locales/zh';

it('has every key of the stand-alone dev page in zh, en and lo', () => {
  expectCompleteLocales({ zh, en, lo });
});
