/** Registration: 5-20 characters (spec section 5). */
export const registerPasswordLength = { min: 5, max: 20 } as const;

/**
 * Password reset (spec section 5's hint): 8-20 characters with at least one letter,
 * one digit and one special character.
 */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    password.length <= 20 &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z\d]/.test(password)
  );
}
