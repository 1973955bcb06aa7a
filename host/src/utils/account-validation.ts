import type { Rule } from 'antd/es/form';

/** Registration (spec section 5): user name 2-20 characters, password 5-20. */
export const USERNAME_LENGTH = { min: 2, max: 20 } as const;
export const PASSWORD_LENGTH = { min: 5, max: 20 } as const;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Digits, spaces, +, - and parentheses, 6 to 20 characters. */
export const PHONE_PATTERN = /^\+?[\d\s()-]{6,20}$/;

/**
 * A password typed twice: the second field's rule that it matches the first (`field`),
 * for the register, forgot-password and profile forms alike.
 */
export function sameAsField(field: string, message: string): Rule {
  return ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) =>
      !value || value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(message)),
  });
}
