import dayjs from 'dayjs';
import { changeLanguage, getLanguage, i18n, registerNamespace } from '../i18n';
import { commonLocales } from '../locales/common-locales';
import { getAntdLocale } from '../utils/antd-locale';
import { followLanguageInDayjs } from '../utils/dayjs-locale';
import { resolveLanguage } from '../utils/language';
import { expectCompleteLocales, findLocaleProblems } from '../utils/locale-check';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('common namespace', () => {
  it('has every key in zh, en and lo', () => {
    expectCompleteLocales(commonLocales);
  });

  it('is real Lao, not English', () => {
    const lao = /[\u0E80-\u0EFF]/;
    const flat = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(flat);
    const { language, ...rest } = commonLocales.lo;
    const texts = flat(rest);
    expect(texts.filter((text) => !lao.test(text))).toEqual([]);
    expect(language.lo).toMatch(lao);
  });
});

describe('expectCompleteLocales', () => {
  it('lists missing, empty and non-string keys and mismatched interpolations', () => {
    const problems = findLocaleProblems({
      zh: { a: '甲', group: { b: '乙', c: '{{n}} 个' } },
      en: { a: 'A', group: { b: '', c: '{{n}} items' }, extra: 'x' },
      lo: { a: 'ກ', group: { c: '{{count}} ລາຍການ' } } as never,
    });
    expect(problems).toEqual([
      "zh: missing key 'extra'",
      "lo: missing key 'extra'",
      "en: key 'group.b' is empty",
      "lo: missing key 'group.b'",
      "lo: key 'group.c' has interpolations {count} but another language has {n}",
    ]);
  });

  it('throws listing the problems, and passes a complete set', () => {
    expect(() => expectCompleteLocales({ zh: { a: '甲' }, en: { a: 'A' } })).toThrow(
      /language 'lo' is missing/,
    );
    expect(() => expectCompleteLocales({ zh: { a: '甲' }, en: { a: 'A' }, lo: { a: 'ກ' } })).not.toThrow();
  });
});

describe('language', () => {
  it('resolves stored, then browser, then lo', () => {
    localStorage.setItem('language', 'zh');
    expect(resolveLanguage()).toBe('zh');
    localStorage.setItem('language', 'xx');
    jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    expect(resolveLanguage()).toBe('en');
    jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['th-TH']);
    jest.spyOn(window.navigator, 'language', 'get').mockReturnValue('th-TH');
    expect(resolveLanguage()).toBe('lo');
  });

  it('changeLanguage accepts zh, en and lo only, and stores the choice; dayjs follows once asked to', async () => {
    followLanguageInDayjs();
    await expect(changeLanguage('lo')).resolves.toBe(true);
    expect(getLanguage()).toBe('lo');
    expect(localStorage.getItem('language')).toBe('lo');
    // The server reads the choice from its cookie for the prerendered login page.
    expect(document.cookie.split('; ')).toContain('language=lo');
    expect(document.documentElement.lang).toBe('lo');
    expect(dayjs.locale()).toBe('lo');
    expect(i18n.t('actions.cancel')).toBe('ຍົກເລີກ');

    await expect(changeLanguage('fr')).resolves.toBe(false);
    expect(getLanguage()).toBe('lo');

    await changeLanguage('zh');
    expect(document.cookie.split('; ')).toContain('language=zh');
    expect(dayjs.locale()).toBe('zh-cn');
    expect(i18n.t('table.searchToggle')).toBe('更多');
  });

  it('registerNamespace adds an app namespace in every language', async () => {
    registerNamespace('house', { zh: { title: '房源' }, en: { title: 'Houses' }, lo: { title: 'ເຮືອນ' } });
    await changeLanguage('en');
    expect(i18n.t('house:title')).toBe('Houses');
    await changeLanguage('lo');
    expect(i18n.t('title', { ns: 'house' })).toBe('ເຮືອນ');
  });

  it('maps languages to antd locales, Lao built on en_US', () => {
    expect(getAntdLocale('zh').locale).toBe('zh-cn');
    expect(getAntdLocale('en').locale).toBe('en');
    const lo = getAntdLocale('lo');
    expect(lo.locale).toBe('lo');
    expect(lo.Modal?.okText).toBe('ຕົກລົງ');
    expect(lo.Pagination?.items_per_page).toBe('/ ໜ້າ');
    expect(lo.Table?.emptyText).toBe('ບໍ່ມີຂໍ້ມູນ');
    expect(lo.Upload?.uploading).toBe('ກຳລັງອັບໂຫຼດ...');
    expect(lo.DatePicker?.lang.today).toBe('ມື້ນີ້');
    expect(lo.Popconfirm?.cancelText).toBe('ຍົກເລີກ');
  });
});
