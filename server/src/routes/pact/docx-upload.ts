/** Checks of an uploaded template file's name and first bytes, before anything opens it. */

/** A .docx is a zip archive: its first bytes are a local file header, `PK\x03\x04`. */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** True when the bytes start like a zip archive (and so may be a .docx). */
export function looksLikeZip(bytes: Buffer): boolean {
  return bytes.length >= ZIP_MAGIC.length && bytes.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC);
}

/** True for a file name ending in `.docx` (any case). */
export function hasDocxExtension(fileName: string): boolean {
  return /\.docx$/i.test(fileName.trim());
}

/**
 * The template name from the uploaded file's name: no folders, no extension, no
 * control characters, at most 200 characters; `fallback` when nothing is left.
 */
export function templateNameFromFile(fileName: string, fallback: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const name = base
    .replace(/\.docx$/i, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips control characters from file names
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return name || fallback;
}
