import { PNG } from 'pngjs';
import { maskSecrets } from '../../plugins/oper-log';
import { captchaHeight, captchaWidth, drawCaptcha, newMathChallenge } from '../captcha-image';
import { formatDateTime, parseRangeBound } from '../date-format';
import { likePattern, parseIds } from '../paging';
import { isStrongPassword } from '../password-policy';

describe('captcha image', () => {
  it('draws a decodable PNG of the expected size', () => {
    const png = PNG.sync.read(Buffer.from(drawCaptcha('8x7=?'), 'base64'));
    expect([png.width, png.height]).toEqual([captchaWidth, captchaHeight]);
  });

  it('asks questions with non-negative integer answers', () => {
    for (let i = 0; i < 200; i++) {
      const { text, answer } = newMathChallenge();
      const [, a, op, b] = /^(\d)([+\-x])(\d)=\?$/.exec(text) ?? [];
      const expected =
        op === '+' ? Number(a) + Number(b) : op === '-' ? Number(a) - Number(b) : Number(a) * Number(b);
      expect(Number(answer)).toBe(expected);
      expect(expected).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('helpers', () => {
  it('formats and parses RuoYi dates', () => {
    expect(formatDateTime(new Date(2024, 0, 2, 3, 4, 5))).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(null)).toBeNull();
    expect(parseRangeBound('2024-02-03', 'end')).toEqual(new Date(2024, 1, 3, 23, 59, 59, 999));
    expect(parseRangeBound('2024-02-03 10:11:12', 'begin')).toEqual(new Date(2024, 1, 3, 10, 11, 12));
    expect(parseRangeBound('2024-02-31', 'begin')).toBeUndefined();
    expect(parseRangeBound('soon', 'begin')).toBeUndefined();
  });

  it('parses id lists and escapes LIKE patterns', () => {
    expect(parseIds('1,2, 3')).toEqual([1, 2, 3]);
    expect(parseIds('1,x')).toBeUndefined();
    expect(parseIds('0')).toBeUndefined();
    expect(likePattern('50%_off')).toBe('%50\\%\\_off%');
  });

  it('masks secrets at any depth', () => {
    expect(
      maskSecrets({
        userName: 'a',
        password: 'p',
        nested: [{ newPassword: 'x', token: 't', code: '123456' }],
      }),
    ).toEqual({
      userName: 'a',
      password: '******',
      nested: [{ newPassword: '******', token: '******', code: '******' }],
    });
  });

  it('applies the reset password policy', () => {
    expect(isStrongPassword('N3w-pass!')).toBe(true);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword('abcd123!'.repeat(3))).toBe(false);
    expect(isStrongPassword('ab1!')).toBe(false);
  });
});
