import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** A bearer token with 256 bits of randomness. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function newId(): string {
  return randomUUID();
}

/** SHA-256 hex: tokens and codes are stored hashed so a leaked table grants nothing. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
