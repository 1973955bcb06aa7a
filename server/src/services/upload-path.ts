import { UPLOAD_PATH_PREFIX } from './file-storage';

/**
 * A path the upload route gave out (`/profile/upload/2026/11/25/<uuid>.png`): a record
 * may point at an uploaded image only, never at a path or address the client makes up.
 */
export function isUploadedImagePath(text: string): boolean {
  return (
    text.startsWith(UPLOAD_PATH_PREFIX) &&
    /^\/profile\/upload\/\d{4}\/\d{2}\/\d{2}\/[A-Za-z0-9_-]{1,80}\.(png|jpe?g|gif|webp)$/i.test(text)
  );
}
