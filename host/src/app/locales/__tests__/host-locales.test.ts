import { i18n } from '@agency/shared/features/i18n/i18n';
import { expectCompleteLocales } from '@agency/shared/features/i18n/utils/locale-check';
import { hostLocales } from '../host-locales';

describe('host translations', () => {
  it('has every key in zh, en and lo', () => {
    expectCompleteLocales(hostLocales);
  });

  it('is real Lao, not English placeholders', () => {
    const lao = JSON.stringify(hostLocales.lo);
    const laoLetters = lao.match(/[\u0E80-\u0EFF]/g)?.length ?? 0;
    expect(laoLetters).toBeGreaterThan(2000);
    expect(hostLocales.lo.auth.login).not.toBe(hostLocales.en.auth.login);
  });

  it('is registered as the host namespace', () => {
    expect(i18n.getFixedT('lo', 'host')('auth.login')).toBe('ເຂົ້າສູ່ລະບົບ');
    expect(i18n.getFixedT('zh', 'host')('layout.fullscreenUnsupported')).toBe('你的浏览器不支持全屏');
  });
});
