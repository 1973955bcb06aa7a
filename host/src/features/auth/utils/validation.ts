/** Registration (spec section 5): user name 2-20 characters, password 5-20. */
export const USERNAME_LENGTH = { min: 2, max: 20 } as const;
export const PASSWORD_LENGTH = { min: 5, max: 20 } as const;

/** Password reset: 8-20 characters, letters and digits, at least one special character. */
export const RESET_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,20}$/;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Digits, spaces, +, - and parentheses, 6 to 20 characters. */
export const PHONE_PATTERN = /^\+?[\d\s()-]{6,20}$/;

export function isStrongResetPassword(value: string): boolean {
  return RESET_PASSWORD_PATTERN.test(value);
}
