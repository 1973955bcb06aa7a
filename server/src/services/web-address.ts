/**
 * A web address staff may follow: http or https, a host, no credentials, no spaces.
 * `javascript:`, `data:`, `file:` and the like never pass (a stored link is clicked by others).
 */
export function isWebAddress(text: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(text)) return false;
  try {
    const url = new URL(text);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname !== '' &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}
