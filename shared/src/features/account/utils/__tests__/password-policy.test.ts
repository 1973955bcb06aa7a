import { isStrongPassword } from '../password-policy';

describe('password policy (spec section 5)', () => {
  it('takes 8-20 characters with a letter, a digit and a special character', () => {
    expect(isStrongPassword('abc123!x')).toBe(true);
    expect(isStrongPassword('Lao-2026-ວຽງຈັນ')).toBe(true);
    expect(isStrongPassword(`a1!${'x'.repeat(17)}`)).toBe(true);
  });

  it('refuses short, long and one-sided passwords', () => {
    expect(isStrongPassword('ab1!')).toBe(false);
    expect(isStrongPassword(`a1!${'x'.repeat(18)}`)).toBe(false);
    expect(isStrongPassword('weakpassword')).toBe(false);
    expect(isStrongPassword('12345678!')).toBe(false);
    expect(isStrongPassword('abcdefg1')).toBe(false);
  });
});
