import fs from 'node:fs/promises';
import HTMLtoDOCX from '@turbodocx/html-to-docx';
import sanitizeHtml from 'sanitize-html';
import { setDocxTitle } from '../../services/docx/docx-properties';
import { resolveStoredFile } from '../../services/file-storage';
import { COMPLEX_SCRIPT_FONT, fixConvertedDocx } from './html-to-docx-word-fixes';
import { sanitizeRichHtml } from './rich-html';

/** A4 in twips: agencies in Laos print on A4, the converter's default is US Letter. */
const A4 = { width: 11906, height: 16838 } as const;

/** Embedded images the converter may receive (it decodes them itself, never fetches them). */
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|bmp|webp);base64,[A-Za-z0-9+/=\s]+$/i;

/** Stored images are inlined only up to this size (the upload rules allow far less). */
const MAX_INLINE_BYTES = 10 * 1024 * 1024;

/** The `src` attributes of every `<img>`, read by sanitize-html's HTML parser (not a regex over the tag). */
function imageSources(html: string): Set<string> {
  const sources = new Set<string>();
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    // Parsing only (the HTML was sanitised before): nothing of this run is output.
    allowVulnerableTags: true,
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img' && frame.attribs.src) sources.add(frame.attribs.src);
      return false;
    },
  });
  return sources;
}

/**
 * The path part of an image address that may name one of our stored files: a path
 * (`/profile/upload/...`, `/web-api/profile/upload/...`) or a full URL of any host whose
 * path is that (the editor may hold the absolute address). Only the path is used.
 */
function storedPathOf(src: string): string | null {
  if (src.startsWith('/') && !src.startsWith('//')) return src.split(/[?#]/)[0] ?? null;
  try {
    const url = new URL(src);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.pathname : null;
  } catch {
    return null;
  }
}

/** A stored image read from disk as a data URI, or null when it is not one of ours. */
async function inlineStoredImage(src: string, uploadDir: string | undefined): Promise<string | null> {
  const storedPath = storedPathOf(src);
  if (!uploadDir || !storedPath) return null;
  const file = await resolveStoredFile(uploadDir, storedPath);
  if (!file?.contentType.startsWith('image/') || file.size > MAX_INLINE_BYTES) return null;
  const bytes = await fs.readFile(file.path);
  return `data:${file.contentType};base64,${bytes.toString('base64')}`;
}

/**
 * Every image becomes an embedded data URI or is dropped: the converter would
 * download any other address, so a contract could make the server call addresses
 * of an attacker's choosing. Stored uploads are read from disk, never over HTTP.
 */
async function withEmbeddedImagesOnly(html: string, uploadDir: string | undefined): Promise<string> {
  const inlined = new Map<string, string>();
  for (const src of imageSources(html)) {
    if (DATA_IMAGE.test(src)) continue;
    const data = await inlineStoredImage(src, uploadDir);
    if (data) inlined.set(src, data);
  }
  const embedded = (src: string | undefined) =>
    src && DATA_IMAGE.test(src) ? src : src ? (inlined.get(src) ?? null) : null;
  return sanitizeHtml(html, {
    // Tags and attributes were already filtered by sanitizeRichHtml; this pass only rewrites images.
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['data'] },
    // A parsed attribute list: one `src`, the real one, replaced by the embedded bytes.
    transformTags: {
      img: (tagName, attribs) => {
        const { src, 'data-href': _link, ...rest } = attribs;
        const data = embedded(src);
        return { tagName, attribs: data ? { ...rest, src: data } : rest };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}

/**
 * The contract's HTML as a real Word document (.docx bytes) for contracts kept as
 * HTML only: A4 pages, complex-script bold/italic and fonts for Lao and Chinese, the
 * title (escaped) in the document properties, images embedded, nothing fetched.
 * `uploadDir` lets stored images (`/profile/upload/...`) be read from disk; without it
 * only embedded data URIs are kept.
 */
export async function convertHtmlToDocx(html: string, title: string, uploadDir?: string): Promise<Buffer> {
  const body = (await withEmbeddedImagesOnly(sanitizeRichHtml(html), uploadDir)) || '<p></p>';
  const result = await HTMLtoDOCX(body, null, {
    orientation: 'portrait',
    pageSize: A4,
    font: COMPLEX_SCRIPT_FONT,
    fontSize: 22,
    complexScriptFontSize: 22,
    table: { row: { cantSplit: true } },
    pageNumber: true,
    footer: true,
    imageProcessing: { maxRetries: 0, downloadTimeout: 1 },
  });
  const bytes = Buffer.isBuffer(result)
    ? result
    : result instanceof ArrayBuffer
      ? Buffer.from(result)
      : Buffer.from(await (result as Blob).arrayBuffer());
  return setDocxTitle(fixConvertedDocx(bytes), title);
}
