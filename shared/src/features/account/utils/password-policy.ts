/**
 * The password policy of spec section 5 for every password a user or an admin sets
 * after registration (reset, change, admin reset): 8-20 characters, letters and
 * digits, at least one special character. The server applies the same rule
 * (server/src/services/password-policy.ts); the hint text is `common:account.passwordHint`.
 */
export const STRONG_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,20}$/;

export function isStrongPassword(value: string): boolean {
  return STRONG_PASSWORD_PATTERN.test(value);
}
