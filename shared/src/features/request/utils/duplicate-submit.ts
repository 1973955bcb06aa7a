/** Identical POST/PUT calls within this many milliseconds are refused (spec section 5). */
export const DUPLICATE_SUBMIT_WINDOW_MS = 1000;

function fingerprint(data: unknown): string | null {
  if (data === undefined || data === null) return '';
  if (typeof data === 'string') return data;
  if (
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data)
  ) {
    // files: two different uploads look alike, so they are never compared
    return null;
  }
  if (data instanceof URLSearchParams) return data.toString();
  try {
    return JSON.stringify(data);
  } catch {
    return null;
  }
}

/**
 * Remembers the POST/PUT calls of the last `windowMs` and tells whether a
 * new one repeats one of them (same URL, same body).
 */
export function createDuplicateSubmitGuard(
  windowMs = DUPLICATE_SUBMIT_WINDOW_MS,
  now: () => number = () => Date.now(),
) {
  const recent = new Map<string, { body: string; time: number }[]>();

  return {
    /** Records the call; returns true when it repeats one of the window (and records nothing then). */
    isDuplicate(url: string, data: unknown): boolean {
      const body = fingerprint(data);
      if (body === null) return false;
      const time = now();
      const calls = (recent.get(url) ?? []).filter((call) => time - call.time < windowMs);
      if (calls.some((call) => call.body === body)) {
        recent.set(url, calls);
        return true;
      }
      calls.push({ body, time });
      recent.set(url, calls);
      for (const [key, list] of recent) {
        if (list.every((call) => time - call.time >= windowMs)) recent.delete(key);
      }
      return false;
    },
    reset(): void {
      recent.clear();
    },
  };
}
