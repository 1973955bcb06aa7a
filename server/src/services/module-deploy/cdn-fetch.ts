import https from 'node:https';
import type { AppConfig } from '../../config';

/** Where a remote version hosted elsewhere may be read from (config `MODULE_CDN_ORIGINS`). */
export interface CdnAccess {
  origins: string[];
  /** The CDN's certificate authority when not a public one (config `MODULE_CDN_CA`). */
  ca: string | undefined;
}

export const cdnAccessOf = (config: AppConfig): CdnAccess => ({
  origins: config.moduleCdnOrigins,
  ca: config.moduleCdnCa,
});

/** Redirects followed at most, each checked like the first address. */
const MAX_REDIRECTS = 3;
/** A manifest or page list is a few kilobytes: more is not read. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 10_000;

/** True for an https address of one of the configured origins, without credentials. */
export function isCdnAddress(address: URL, origins: string[]): boolean {
  return (
    address.protocol === 'https:' &&
    !address.username &&
    !address.password &&
    origins.includes(address.origin)
  );
}

function requestOnce(
  address: URL,
  method: 'GET' | 'HEAD',
  ca: string | undefined,
): Promise<{ status: number; location?: string; body: Buffer | null }> {
  return new Promise((resolve, reject) => {
    const request = https.request(address, { method, ca, timeout: TIMEOUT_MS }, (response) => {
      const status = response.statusCode ?? 0;
      if (method === 'HEAD' || status < 200 || status >= 300) {
        response.resume();
        resolve({ status, location: response.headers.location, body: null });
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          request.destroy();
          resolve({ status: 0, body: null });
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => resolve({ status, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end();
  });
}

/**
 * Reads a file of a remote version hosted on a configured CDN: https only, every
 * redirect checked against the same origins (never followed elsewhere), a bounded
 * body. Null when it cannot be read (not found, refused, not reachable); callers
 * never pass what they read on to a message.
 */
export async function fetchFromCdn(
  address: URL,
  access: CdnAccess,
  method: 'GET' | 'HEAD' = 'GET',
): Promise<Buffer | null> {
  let current = address;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (!isCdnAddress(current, access.origins)) return null;
    let answer: Awaited<ReturnType<typeof requestOnce>>;
    try {
      answer = await requestOnce(current, method, access.ca);
    } catch {
      return null;
    }
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      if (!URL.canParse(answer.location, current.href)) return null;
      current = new URL(answer.location, current);
      continue;
    }
    if (answer.status < 200 || answer.status >= 300) return null;
    return answer.body ?? Buffer.alloc(0);
  }
  return null;
}
