/** Paths called without a token (spec section 7), relative to the `/web-api` base. */
export const PUBLIC_PATHS = ['/login', '/register', '/captchaImage', '/api/thirdLogin'] as const;

/** Path prefixes called without a token. */
export const PUBLIC_PREFIXES = ['/email/', '/system/houseRoom/getHouseRoomList/'] as const;

function pathOf(url: string): string {
  let path = url.split(/[?#]/)[0] ?? '';
  path = path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
  if (path.startsWith('/web-api/')) path = path.slice('/web-api'.length);
  if (!path.startsWith('/')) path = `/${path}`;
  return path;
}

/**
 * Whether a call goes out without the Bearer token: login, register, captcha,
 * third-party login, the e-mail calls, the public house detail, and any URL
 * containing `/public/`.
 */
export function isPublicUrl(url: string | undefined): boolean {
  if (!url) return false;
  const path = pathOf(url);
  if (path.includes('/public/')) return true;
  if ((PUBLIC_PATHS as readonly string[]).includes(path)) return true;
  return PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix));
}
