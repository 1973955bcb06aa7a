/** Real 1x1 PNGs, a red and a blue pixel: the server sniffs an upload's content. */
export const RED_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const BLUE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The two pixels as files for an upload input: `<prefix>-1.png` (red) and `<prefix>-2.png` (blue). */
export function pixelPhotos(prefix: string): { name: string; mimeType: string; buffer: Buffer }[] {
  return [RED_PIXEL_PNG, BLUE_PIXEL_PNG].map((buffer, index) => ({
    name: `${prefix}-${index + 1}.png`,
    mimeType: 'image/png',
    buffer,
  }));
}
