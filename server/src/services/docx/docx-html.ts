import { sanitizeRichHtml } from '../../routes/pact/rich-html';
import { type DocxBlock, type DocxCell, type DocxParagraph, type InlineItem, readBody } from './docx-units';
import { MARK_B, MARK_I, MARK_S, MARK_U } from './docx-units-text';
import { type DocxPackage, openDocx, resolvePartPath } from './docx-xml-package';

/**
 * The HTML the rich-text editor edits, made from the .docx by our own walk of
 * document.xml (not mammoth): one HTML text block for each paragraph the patcher
 * (docx-patch.ts) sees, with exactly the text it compares against, so opening and
 * saving maps back to the same paragraphs (mammoth drops or merges some — empty
 * paragraphs, vertical merges, runs inside fields and content controls — and its
 * text cannot be tied back to paragraphs). Headers, footers and text boxes are
 * not shown: the editor edits the body; the rest is never touched.
 */

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
};

const LIST_TYPES: Record<string, string> = {
  lowerLetter: 'a',
  upperLetter: 'A',
  lowerRoman: 'i',
  upperRoman: 'I',
};

interface RenderContext {
  pkg: DocxPackage;
  images: Map<string, string | null>;
  /** numId -> items seen at each level (for `<ol start>`). */
  counters: Map<string, number[]>;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function imageSource(ctx: RenderContext, relId: string): string | null {
  const cached = ctx.images.get(relId);
  if (cached !== undefined) return cached;
  const rel = ctx.pkg.relationships.get(relId);
  let src: string | null = null;
  if (rel && !rel.external) {
    const path = resolvePartPath(ctx.pkg.documentPath, rel.target);
    const type = IMAGE_TYPES[path.split('.').pop()?.toLowerCase() ?? ''];
    const file = ctx.pkg.zip.file(path);
    // Only raster pictures inside the document; never an outside address, never SVG.
    if (type && file) src = `data:${type};base64,${Buffer.from(file.asUint8Array()).toString('base64')}`;
  }
  ctx.images.set(relId, src);
  return src;
}

function renderText(item: Extract<InlineItem, { kind: 'text' }>): string {
  // Runs of spaces stay visible in the editor (a space before a space becomes a no-break space).
  let html = escapeHtml(item.text.replace(/ (?= )/g, '\u00a0'));
  if (item.vertAlign === 'superscript') html = `<sup>${html}</sup>`;
  else if (item.vertAlign === 'subscript') html = `<sub>${html}</sub>`;
  if (item.marks & MARK_S) html = `<s>${html}</s>`;
  if (item.marks & MARK_U) html = `<u>${html}</u>`;
  if (item.marks & MARK_I) html = `<em>${html}</em>`;
  if (item.marks & MARK_B) html = `<strong>${html}</strong>`;
  if (item.href) html = `<a href="${escapeHtml(item.href)}" target="_blank">${html}</a>`;
  return html;
}

function renderInline(ctx: RenderContext, para: DocxParagraph): string {
  let html = '';
  let visible = false;
  for (const item of para.items) {
    if (item.kind === 'text') {
      html += renderText(item);
      if (item.text.trim()) visible = true;
    } else if (item.kind === 'break') {
      html += '<br>';
    } else {
      const src = imageSource(ctx, item.relId);
      if (!src) continue;
      const size =
        item.widthPx && item.heightPx
          ? ` width="${item.widthPx}" height="${item.heightPx}" style="width: ${item.widthPx}px; height: ${item.heightPx}px;"`
          : '';
      html += `<img src="${src}" alt="${escapeHtml(item.alt ?? '')}"${size}>`;
      visible = true;
    }
  }
  // An empty paragraph stays an empty line, as the editor writes one.
  return visible ? html : `${html}<br>`;
}

function alignStyle(para: DocxParagraph): string {
  return para.align ? ` style="text-align: ${para.align};"` : '';
}

function renderParagraph(ctx: RenderContext, para: DocxParagraph): string {
  const tag = para.heading ? `h${para.heading}` : 'p';
  return `<${tag}${alignStyle(para)}>${renderInline(ctx, para)}</${tag}>`;
}

function listAttributes(ctx: RenderContext, numId: string, level: number): { tag: string; attrs: string } {
  const info = ctx.pkg.numbering.get(numId)?.get(level);
  if (info?.format === 'bullet') return { tag: 'ul', attrs: '' };
  const seen = ctx.counters.get(numId)?.[level] ?? 0;
  const start = (info?.start ?? 1) + seen;
  const type = LIST_TYPES[info?.format ?? ''];
  return { tag: 'ol', attrs: `${start !== 1 ? ` start="${start}"` : ''}${type ? ` type="${type}"` : ''}` };
}

function countItem(ctx: RenderContext, numId: string, level: number): void {
  const counts = ctx.counters.get(numId) ?? [];
  counts[level] = (counts[level] ?? 0) + 1;
  counts.length = level + 1;
  ctx.counters.set(numId, counts);
}

/** Consecutive list paragraphs as nested lists (a deeper level goes inside the item before it). */
function renderList(ctx: RenderContext, paras: DocxParagraph[]): string {
  let html = '';
  const stack: Array<{ tag: string; numId: string }> = [];
  for (const para of paras) {
    const { numId } = para.list as { numId: string; ilvl: number };
    const level = Math.min(Math.max(para.list?.ilvl ?? 0, 0), 8);
    while (stack.length > level + 1) html += `</li></${stack.pop()?.tag}>`;
    const { tag, attrs } = listAttributes(ctx, numId, level);
    if (stack.length === level + 1) {
      const top = stack[stack.length - 1] as { tag: string; numId: string };
      if (top.tag === tag && top.numId === numId) {
        html += '</li>';
      } else {
        html += `</li></${top.tag}>`;
        stack.pop();
      }
    }
    while (stack.length < level + 1) {
      const opening = stack.length === level ? { tag, attrs } : listAttributes(ctx, numId, stack.length);
      html += `<${opening.tag}${opening.attrs}>`;
      stack.push({ tag: opening.tag, numId });
      if (stack.length < level + 1) html += '<li>';
    }
    countItem(ctx, numId, level);
    html += `<li${alignStyle(para)}>${renderInline(ctx, para)}`;
  }
  while (stack.length) html += `</li></${stack.pop()?.tag}>`;
  return html;
}

function renderCell(ctx: RenderContext, cell: DocxCell): string {
  const span = `${cell.colspan > 1 ? ` colspan="${cell.colspan}"` : ''}${cell.rowspan > 1 ? ` rowspan="${cell.rowspan}"` : ''}`;
  return `<td${span} style="border: 1px solid #999;">${renderBlocks(ctx, cell.blocks)}</td>`;
}

function renderBlocks(ctx: RenderContext, blocks: DocxBlock[]): string {
  let html = '';
  for (let i = 0; i < blocks.length; ) {
    const block = blocks[i] as DocxBlock;
    if (block.kind === 'table') {
      const rows = block.rows
        .map((row) => `<tr>${row.map((cell) => renderCell(ctx, cell)).join('')}</tr>`)
        .join('');
      html += `<table style="border-collapse: collapse; width: 100%;"><tbody>${rows}</tbody></table>`;
      i++;
    } else if (block.para.list) {
      const group: DocxParagraph[] = [];
      for (let next = blocks[i]; next?.kind === 'paragraph' && next.para.list; next = blocks[++i])
        group.push(next.para);
      html += renderList(ctx, group);
    } else {
      html += renderParagraph(ctx, block.para);
      i++;
    }
  }
  return html;
}

/** The sanitised editor HTML of a .docx (already checked by assertSafeDocx). */
export async function docxToEditorHtml(docx: Buffer): Promise<string> {
  const pkg = openDocx(docx);
  const body = readBody(pkg);
  const ctx: RenderContext = { pkg, images: new Map(), counters: new Map() };
  return sanitizeRichHtml(renderBlocks(ctx, body.blocks));
}
