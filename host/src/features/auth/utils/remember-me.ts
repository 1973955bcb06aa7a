/**
 * "Remember me" keeps only the identifier (never the password) in local storage,
 * so the login form is pre-filled next time.
 */
export const REMEMBER_KEY = 'login-remember';

export interface Remembered {
  identifier: string;
}

export function readRemembered(): Remembered | null {
  try {
    const raw = globalThis.localStorage?.getItem(REMEMBER_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && typeof (parsed as Remembered).identifier === 'string') {
      return { identifier: (parsed as Remembered).identifier };
    }
  } catch {
    // unreadable: forget it
  }
  return null;
}

export function writeRemembered(value: Remembered | null): void {
  try {
    if (value) globalThis.localStorage?.setItem(REMEMBER_KEY, JSON.stringify(value));
    else globalThis.localStorage?.removeItem(REMEMBER_KEY);
  } catch {
    // storage unavailable
  }
}
