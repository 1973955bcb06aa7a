/** Largest image Facebook takes (spec section 9). */
export const FACEBOOK_IMAGE_MAX_MB = 10;
/** Image formats Facebook shows in a link card. */
const FACEBOOK_IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'gif', 'webp'];

/** A public page of this site (`/house/detail/12`), absolute. */
export function publicPageUrl(path: string, origin: string = window.location.origin): string {
  return `${origin}${path}`;
}

/** The public page of a house (`/house/detail/:id`), absolute, on this site. */
export function publicHouseUrl(id: number | string, origin: string = window.location.origin): string {
  return publicPageUrl(`/house/detail/${id}`, origin);
}

/** The public page of a vehicle (`/car/detail/:id`), absolute, on this site. */
export function publicCarUrl(id: number | string, origin: string = window.location.origin): string {
  return publicPageUrl(`/car/detail/${id}`, origin);
}

export const whatsappShareUrl = (text: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;

export const tiktokShareUrl = (text: string, url: string) =>
  `https://www.tiktok.com/share?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;

export const facebookShareUrl = (text: string, url: string) =>
  `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}&quote=${encodeURIComponent(text)}`;

/** Why Facebook would refuse a share (spec section 8), or null when it can go. */
export type FacebookProblem = 'url' | 'format' | 'size';

export interface FacebookShareCheck {
  url: string;
  /** The cover image's path, when there is one. */
  image?: string | null;
  /** The cover image's size in bytes, when known. */
  imageBytes?: number | null;
}

export function facebookProblem({ url, image, imageBytes }: FacebookShareCheck): FacebookProblem | null {
  if (!/^https?:\/\//i.test(url)) return 'url';
  if (image) {
    const extension = (image.split(/[?#]/)[0] ?? '').split('.').pop()?.toLowerCase() ?? '';
    if (!FACEBOOK_IMAGE_TYPES.includes(extension)) return 'format';
  }
  if (imageBytes && imageBytes > FACEBOOK_IMAGE_MAX_MB * 1024 * 1024) return 'size';
  return null;
}
