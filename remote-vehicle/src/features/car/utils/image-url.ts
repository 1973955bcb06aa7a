/** Why an image address was refused (spec section 5's three image errors). */
export type ImageProblem = 'notAccessible' | 'contentType' | 'failed';

/** How long an image address may take to answer. */
const CHECK_TIMEOUT_MS = 8000;

/** The site's own origin (`{host}` of spec section 5). */
export const siteOrigin = () => window.location.origin;

/**
 * Whether a stored image path is one the server keeps: an absolute http(s) URL, a
 * path on this site (`/web-api/profile/upload/...`) or a URL of this host.
 */
export function isAllowedImagePath(path: string, origin: string = siteOrigin()): boolean {
  if (/\s/.test(path)) return false;
  return /^https?:\/\/\S+$/i.test(path) || /^\/[^/]/.test(path) || path.startsWith(`${origin}/`);
}

/** Loads the address as an image (no CORS needed): true when the browser shows it. */
function loadsAsImage(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
    image.onload = () => {
      clearTimeout(timer);
      resolve(true);
    };
    image.onerror = () => {
      clearTimeout(timer);
      resolve(false);
    };
    image.src = url;
  });
}

/**
 * Checks an image address typed by hand before it joins the vehicle's photos: a HEAD
 * request says whether it answers and with an image content type; when the other site
 * does not allow the request (CORS), the browser loading it as an image decides.
 */
export async function checkImageUrl(url: string): Promise<ImageProblem | null> {
  try {
    let response: Response;
    try {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), CHECK_TIMEOUT_MS);
      response = await fetch(url, { method: 'HEAD', signal: controller.signal });
      clearTimeout(timer);
    } catch {
      return (await loadsAsImage(url)) ? null : 'notAccessible';
    }
    if (!response.ok) return 'notAccessible';
    const type = response.headers.get('content-type') ?? '';
    if (type && !type.toLowerCase().startsWith('image/')) return 'contentType';
    return null;
  } catch {
    return 'failed';
  }
}
