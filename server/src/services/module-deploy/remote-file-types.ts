import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * What a remote's version folder may serve on the app's origin (issue 32, 5): code,
 * styles, fonts and images the host loads, and the data files of the federation
 * (manifests, source maps, licence notes). Never a type a browser runs script in when
 * it is opened (html, xhtml, svg, xml...): a deploy token must not buy script on our origin.
 */
const SUBRESOURCE = /\.(js|mjs|css|woff2?|ttf|otf|eot|png|jpe?g|gif|webp|avif|ico|bmp)$/i;
const DATA = /\.(json|map|txt)$/i;

export function isServableRemoteFile(file: string): boolean {
  const base = path.posix.basename(file);
  return SUBRESOURCE.test(base) || DATA.test(base);
}

/** Files loaded as script, style, font or image: they keep the pages' headers. */
export function isSubresourceFile(file: string): boolean {
  return SUBRESOURCE.test(path.posix.basename(file));
}

/** Markup starts with `<` (after a BOM or blanks): none of the servable types does. */
const MARKUP_START = /^(\uFEFF)?\s*</;

/** The files found to hold markup, by full path (version folders never change). */
const sniffed = new Map<string, boolean>();

/** Whether a file's first bytes are markup, whatever its name says (a `.js` holding HTML). */
export async function looksLikeMarkup(full: string): Promise<boolean> {
  const known = sniffed.get(full);
  if (known !== undefined) return known;
  let head = '';
  const handle = await fs.open(full, 'r');
  try {
    const buffer = Buffer.alloc(512);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    head = buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
  const markup = MARKUP_START.test(head);
  if (sniffed.size > 10_000) sniffed.clear();
  sniffed.set(full, markup);
  return markup;
}
