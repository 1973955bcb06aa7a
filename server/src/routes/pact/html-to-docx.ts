import HTMLtoDOCX from '@turbodocx/html-to-docx';
import { sanitizeRichHtml } from './rich-html';

/**
 * Fonts Word falls back to per script: a Lao font for Lao text, a CJK font for
 * Chinese; the converter writes one family, so the document asks for one that
 * covers Latin and Lao and leaves Chinese to Word's East Asian fallback.
 */
const DOCUMENT_FONT = 'Phetsarath OT';

/**
 * Images other than embedded data URIs are dropped before conversion: the
 * converter would fetch any URL it finds, so a contract could make the server
 * call addresses of an attacker's choosing.
 */
function withoutRemoteImages(html: string): string {
  return html.replace(/<img\b[^>]*>/gi, (tag) => (/\ssrc\s*=\s*["']?data:image\//i.test(tag) ? tag : ''));
}

/** The contract's HTML as a real Word document (.docx bytes), title in the document properties. */
export async function convertHtmlToDocx(html: string, title: string): Promise<Buffer> {
  const body = withoutRemoteImages(sanitizeRichHtml(html)) || '<p></p>';
  const result = await HTMLtoDOCX(body, null, {
    title,
    font: DOCUMENT_FONT,
    fontSize: 22,
    complexScriptFontSize: 22,
    table: { row: { cantSplit: true } },
    pageNumber: true,
    footer: true,
  });
  if (Buffer.isBuffer(result)) return result;
  if (result instanceof ArrayBuffer) return Buffer.from(result);
  return Buffer.from(await (result as Blob).arrayBuffer());
}
