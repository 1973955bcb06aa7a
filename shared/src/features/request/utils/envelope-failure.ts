/** The envelope codes (HTTP 200 carries them in the body). */
export const ResultCode = {
  SUCCESS: 200,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ERROR: 500,
  WARN: 601,
} as const;

/**
 * The failure code of an answer body, or null when it is not a failure: a body
 * that is no envelope (a list, a file, text), an envelope without a code, or code 200.
 */
export function envelopeFailureCode(body: unknown): number | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const raw = (body as { code?: unknown }).code;
  const code = typeof raw === 'number' ? raw : Number(raw ?? ResultCode.SUCCESS);
  return code === ResultCode.SUCCESS || Number.isNaN(code) ? null : code;
}
