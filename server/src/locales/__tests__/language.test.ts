import { en } from '../en';
import { registerMessages, resolveLanguage, translate } from '../language';
import { lo } from '../lo';
import { zh } from '../zh';

describe('resolveLanguage', () => {
  it.each([
    [undefined, 'lo'],
    ['', 'lo'],
    ['zh', 'zh'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['en-US,en;q=0.9', 'en'],
    ['lo-LA', 'lo'],
    ['fr-FR,fr;q=0.9', 'lo'],
    ['fr;q=1, en;q=0.5', 'en'],
    ['en;q=0.2, zh;q=0.8', 'zh'],
    ['en;q=0', 'lo'],
  ])('%s -> %s', (header, expected) => {
    expect(resolveLanguage(header)).toBe(expected);
  });
});

describe('catalogs', () => {
  it('have the same keys in every language, with Lao in Lao script', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(lo).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(lo)) {
      if (key.startsWith('column.') || key.startsWith('sheet.') || key.startsWith('value.')) continue;
      expect([key, /[\u0E80-\u0EFF]/.test(text)]).toEqual([key, true]);
    }
  });

  it('keep the same parameters in every language', () => {
    const params = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect([key, params(zh[key])]).toEqual([key, params(en[key])]);
      expect([key, params(lo[key])]).toEqual([key, params(en[key])]);
    }
  });

  it('fill parameters and accept messages registered by modules', () => {
    expect(translate('en', 'login.locked', { minutes: 3 })).toBe(
      'The account is locked, please try again in 3 minutes',
    );
    registerMessages({ zh: { 'demo.hi': '你好' }, en: { 'demo.hi': 'Hello' }, lo: { 'demo.hi': 'ສະບາຍດີ' } });
    expect(translate('lo', 'demo.hi')).toBe('ສະບາຍດີ');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
  });
});
