/** The host's register page with the code filled in (`/register?code=...`). */
export function registerLink(code: string, origin: string = window.location.origin): string {
  const url = new URL('/register', origin);
  url.searchParams.set('code', code);
  return url.toString();
}
