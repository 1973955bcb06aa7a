import { sanitizeRichHtml } from '../../routes/pact/rich-html';
import {
  lineKey,
  MARK_B,
  MARK_I,
  MARK_S,
  MARK_U,
  type NormalizedLine,
  normalizeLine,
} from './docx-units-text';

/**
 * The text units of edited HTML: every leaf text block (p, h1-6, a list item's
 * own text, a table cell's text) split at `<br>`, with the marks of each
 * character. The editor's variations of the same content give the same units:
 * lists nested or flattened, cells with or without `<p>`, `<strong>` or `<b>`,
 * entities and whitespace.
 */

export interface HtmlLine extends NormalizedLine {
  key: string;
  /** '' outside tables; `/table.row.cell` for each table around the line. */
  cellKey: string;
  /** How many lists are around the line's list item (0: not in a list item). */
  listDepth: number;
  heading?: number;
  /** An empty block (no text): kept only to place typed text into empty cells and paragraphs. */
  empty: boolean;
}

const TEXT_BLOCKS = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'td',
  'th',
  'blockquote',
  'pre',
  'caption',
]);
const OTHER_BLOCKS = new Set(['ul', 'ol', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'hr', 'colgroup', 'col']);

const TAG_MARKS: Record<string, number> = {
  strong: MARK_B,
  b: MARK_B,
  em: MARK_I,
  i: MARK_I,
  u: MARK_U,
  ins: MARK_U,
  s: MARK_S,
  strike: MARK_S,
  del: MARK_S,
};

/** The marks an element adds or removes through its tag and inline style. */
function elementMarks(tag: string, style: string | undefined, marks: number): number {
  let out = marks | (TAG_MARKS[tag] ?? 0);
  if (!style) return out;
  for (const declaration of style.split(';')) {
    const [rawName, ...rest] = declaration.split(':');
    const name = rawName?.trim().toLowerCase();
    const value = rest.join(':').trim().toLowerCase();
    if (name === 'font-weight') {
      if (/^(bold|bolder|[6-9]00)$/.test(value)) out |= MARK_B;
      else if (/^(normal|lighter|[1-4]00)$/.test(value)) out &= ~MARK_B;
    } else if (name === 'font-style') {
      if (/^(italic|oblique)/.test(value)) out |= MARK_I;
      else if (value === 'normal') out &= ~MARK_I;
    } else if (name === 'text-decoration' || name === 'text-decoration-line') {
      if (value.includes('underline')) out |= MARK_U;
      if (value.includes('line-through')) out |= MARK_S;
      if (value === 'none') out &= ~(MARK_U | MARK_S);
    }
  }
  return out;
}

interface Frame {
  lines: number;
  hasBlockChild: boolean;
  text: boolean;
}

class LineReader {
  readonly lines: HtmlLine[] = [];
  private chars = '';
  private charMarks: number[] = [];
  private readonly frames: Frame[] = [{ lines: 0, hasBlockChild: false, text: false }];
  private readonly cellKeys: string[] = [''];
  private readonly tables: Array<{ ordinal: number; rows: number }> = [];
  private readonly rows: Array<{ cells: number }> = [];
  private tableCount = 0;
  private listDepth = 0;
  private itemDepth = 0;
  private headings: number[] = [];

  private context() {
    return {
      cellKey: this.cellKeys[this.cellKeys.length - 1] ?? '',
      listDepth: this.itemDepth ? this.listDepth : 0,
      heading: this.headings[this.headings.length - 1],
    };
  }

  flush(): void {
    if (!this.chars) return;
    const normalized = normalizeLine(this.chars, this.charMarks);
    this.chars = '';
    this.charMarks = [];
    if (!normalized.text) return;
    this.lines.push({ ...normalized, key: lineKey(normalized), empty: false, ...this.context() });
    const frame = this.frames[this.frames.length - 1] as Frame;
    frame.lines++;
  }

  private openBlock(tag: string): void {
    this.flush();
    (this.frames[this.frames.length - 1] as Frame).hasBlockChild = true;
    this.frames.push({ lines: 0, hasBlockChild: false, text: TEXT_BLOCKS.has(tag) });
    if (tag === 'table') {
      this.tables.push({ ordinal: this.tableCount++, rows: 0 });
    } else if (tag === 'tr') {
      const table = this.tables[this.tables.length - 1];
      this.rows.push({ cells: 0 });
      if (table) table.rows++;
    } else if (tag === 'td' || tag === 'th') {
      const table = this.tables[this.tables.length - 1];
      const row = this.rows[this.rows.length - 1];
      const key = table && row ? `/${table.ordinal}.${table.rows - 1}.${row.cells++}` : '';
      this.cellKeys.push((this.cellKeys[this.cellKeys.length - 1] ?? '') + key);
    } else if (tag === 'ul' || tag === 'ol') {
      this.listDepth++;
    } else if (tag === 'li') {
      this.itemDepth++;
    } else if (/^h[1-6]$/.test(tag)) {
      this.headings.push(Number(tag.slice(1)));
    }
  }

  private closeBlock(tag: string): void {
    this.flush();
    const frame = this.frames.pop() as Frame;
    if (frame.text && !frame.lines && !frame.hasBlockChild) {
      this.lines.push({ text: '', marks: [], starts: [], ends: [], key: '', empty: true, ...this.context() });
    }
    if (tag === 'table') this.tables.pop();
    else if (tag === 'tr') this.rows.pop();
    else if (tag === 'td' || tag === 'th') this.cellKeys.pop();
    else if (tag === 'ul' || tag === 'ol') this.listDepth--;
    else if (tag === 'li') this.itemDepth--;
    else if (/^h[1-6]$/.test(tag)) this.headings.pop();
  }

  private readonly marks: number[] = [0];
  private readonly open: Array<{ tag: string; block: boolean }> = [];

  text(text: string): void {
    const marks = this.marks[this.marks.length - 1] ?? 0;
    this.chars += text;
    for (let i = 0; i < text.length; i++) this.charMarks.push(marks);
  }

  start(tag: string, style: string | undefined, selfClosing: boolean): void {
    if (tag === 'br') {
      this.flush();
      return;
    }
    if (VOID_TAGS.has(tag)) return;
    const block = TEXT_BLOCKS.has(tag) || OTHER_BLOCKS.has(tag);
    if (block) this.openBlock(tag);
    if (selfClosing) {
      if (block) this.closeBlock(tag);
      return;
    }
    this.open.push({ tag, block });
    this.marks.push(elementMarks(tag, style, this.marks[this.marks.length - 1] ?? 0));
  }

  end(tag: string): void {
    // Sanitised HTML is well-formed: the closing tag matches the last open one.
    const top = this.open[this.open.length - 1];
    if (!top || top.tag !== tag) return;
    this.open.pop();
    this.marks.pop();
    if (top.block) this.closeBlock(tag);
  }
}

const VOID_TAGS = new Set(['img', 'hr', 'col', 'wbr', 'input', 'meta', 'link', 'area', 'source']);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The lines of edited HTML, in order (sanitised first: what is read is what would be stored; its output is well-formed, so a tokenizer reads it). */
export function readHtmlLines(html: string): HtmlLine[] {
  const clean = sanitizeRichHtml(html);
  const reader = new LineReader();
  const token =
    /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>|<!--[\s\S]*?-->|([^<]+|<)/g;
  for (let match = token.exec(clean); match; match = token.exec(clean)) {
    const [, closing, rawTag, attributes, selfClosing, text] = match;
    if (text !== undefined) reader.text(decodeEntities(text));
    else if (!rawTag) continue;
    else if (closing) reader.end(rawTag.toLowerCase());
    else {
      const style = /\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(attributes ?? '');
      reader.start(
        rawTag.toLowerCase(),
        style ? decodeEntities(style[1] ?? style[2] ?? '') : undefined,
        !!selfClosing,
      );
    }
  }
  reader.flush();
  return reader.lines;
}
