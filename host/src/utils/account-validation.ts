/** Registration (spec section 5): user name 2-20 characters, password 5-20. */
export const USERNAME_LENGTH = { min: 2, max: 20 } as const;
export const PASSWORD_LENGTH = { min: 5, max: 20 } as const;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Digits, spaces, +, - and parentheses, 6 to 20 characters. */
export const PHONE_PATTERN = /^\+?[\d\s()-]{6,20}$/;
