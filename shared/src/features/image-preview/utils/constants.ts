/** Image preview timings and sizes (spec section 9). */
export const AUTOPLAY_INTERVAL_MS = 3000;
export const SWIPE_THRESHOLD_PX = 50;
export const SLIDE_DURATION_MS = 300;
export const RESUME_AFTER_SWIPE_MS = 3000;
export const SWIPE_HINT_MS = 2000;

export const THUMBNAIL_SIZES = { small: 120, medium: 200, large: 280 } as const;
export type ThumbnailSize = keyof typeof THUMBNAIL_SIZES;

/** In the full-screen viewer a swipe must cover a quarter of the window width. */
export function viewerSwipeThreshold(): number {
  return (typeof window === 'undefined' ? 1024 : window.innerWidth) / 4;
}
