import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';

/**
 * Fills `{{name}}` and `${name}` placeholders inside the .docx itself (docxtemplater
 * joins the runs Word splits a placeholder into, and covers tables, headers and
 * footers), so the filled contract keeps every style, numbering and section of its
 * template. Agency documents are not docxtemplater templates: `{{#x}}`, `{{@x}}`, odd
 * or unbalanced braces are plain text here, never loops, raw XML or errors.
 * `${name}` is found in each paragraph's joined text and handed to docxtemplater as a
 * tag of its own (one pass for both syntaxes).
 */

/** Private-use marker that tells a `${name}` tag from a `{{name}}` one. */
const DOLLAR_MARK = '\uE000';

type Part = { value: string; raw?: string };
type Token = {
  type: string;
  position?: string;
  tag?: string;
  value?: string;
  lIndex?: number;
  offset?: number;
  text?: boolean;
};

const DELIMITERS = { start: '{{', end: '}}' } as const;

/** What counts as a placeholder name (as pact-placeholders reads HTML): odd brace runs do not. */
const NAME = /^[^{}<>]{1,64}$/;
const DOLLAR_TAG = /\$\{([^{}<>]{1,64}?)\}/g;

/** Where a placeholder may not reach across: Word splits placeholders into runs, never into paragraphs or cells. */
const BOUNDARIES = new Set(['w:p', 'w:tc', 'w:tr', 'w:tbl', 'w:txbxContent']);

const isText = (token: Token) => token.type === 'content' && token.position === 'insidetag';
const isBoundary = (token: Token) => token.type === 'tag' && BOUNDARIES.has(token.tag ?? '');

/** Start and end offsets of each text node, in the joined text the lexer's delimiter offsets count in. */
function textNodeEnds(xmllexed: Token[]): number[] {
  const ends: number[] = [];
  let position = 0;
  for (const part of xmllexed) {
    if (!isText(part)) continue;
    position += part.value?.length ?? 0;
    ends.push(position);
  }
  return ends;
}

/**
 * `{{`/`}}` that do not enclose a placeholder inside one paragraph (`{{` here and
 * `}}` two paragraphs later, `{{` twice, a lone `}}`) become plain text again, so
 * docxtemplater never joins paragraphs into one tag. A delimiter whose two characters
 * sit in two text nodes (`{` ending one paragraph, `{` starting the next) gives each
 * node its own character back.
 */
function keepPlaceholdersInParagraphs(lexed: Token[], nodeEnds: number[]): Token[] {
  const secondHalves = new Map<number, string>();
  const delimiterText = (token: Token) => (token.position === 'start' ? DELIMITERS.start : DELIMITERS.end);
  /** How many of the delimiter's characters are in the text node where it starts. */
  const inItsNode = (token: Token) => {
    const offset = token.offset ?? -1;
    const end = nodeEnds.find((nodeEnd) => nodeEnd > offset) ?? Number.POSITIVE_INFINITY;
    return Math.max(1, Math.min(delimiterText(token).length, end - offset));
  };
  const nextTextNode = (index: number) =>
    lexed.findIndex(
      (item, at) => at > index && item.type === 'tag' && item.text && item.position === 'start',
    );
  /** The delimiter's characters sit in two paragraphs (or cells). */
  const straddles = (index: number) => {
    const token = lexed[index] as Token;
    if (inItsNode(token) >= delimiterText(token).length) return false;
    const next = nextTextNode(index);
    return lexed.slice(index + 1, next === -1 ? undefined : next).some(isBoundary);
  };
  const asText = (index: number) => {
    const token = lexed[index] as Token;
    const text = delimiterText(token);
    const here = inItsNode(token);
    lexed[index] = { type: 'content', position: 'insidetag', value: text.slice(0, here) };
    const next = here < text.length ? nextTextNode(index) : -1;
    if (next !== -1) secondHalves.set(next, text.slice(here));
  };
  let open = -1;
  let crossed = false;
  lexed.forEach((token, index) => {
    if (token.type === 'delimiter' && token.position === 'start') {
      if (open !== -1) asText(open);
      open = -1;
      if (straddles(index)) asText(index);
      else {
        open = index;
        crossed = false;
      }
    } else if (token.type === 'delimiter') {
      if (open === -1) asText(index);
      else if (crossed || straddles(index)) {
        asText(open);
        asText(index);
      }
      open = -1;
    } else if (open !== -1 && isBoundary(token)) {
      crossed = true;
    }
  });
  if (open !== -1) asText(open);
  if (!secondHalves.size) return lexed;
  return lexed.flatMap((token, index) => {
    const half = secondHalves.get(index);
    return half ? [token, { type: 'content', position: 'insidetag', value: half }] : [token];
  });
}

/**
 * The text tokens of one stretch of a paragraph outside `{{ }}` tags, with the
 * `${name}` found in their joined text (Word may split it across runs) turned into
 * delimiter tokens around `<mark>name`, so one docxtemplater pass fills both syntaxes.
 */
function dollarTagsInStretch(lexed: Token[], stretch: number[], replaced: Map<number, Token[]>): void {
  const text = stretch.map((index) => lexed[index]?.value ?? '').join('');
  if (!text.includes('${')) return;
  const opens = new Set<number>();
  const closes = new Set<number>();
  for (const match of text.matchAll(DOLLAR_TAG)) {
    if (!NAME.test((match[1] ?? '').trim())) continue;
    opens.add(match.index);
    closes.add(match.index + match[0].length - 1);
  }
  if (!opens.size) return;
  let position = 0;
  for (const index of stretch) {
    const token = lexed[index] as Token;
    const value = token.value ?? '';
    const pieces: Token[] = [];
    let buffer = '';
    const flush = () => {
      if (buffer) pieces.push({ ...token, value: buffer });
      buffer = '';
    };
    for (let offset = 0; offset < value.length; offset += 1, position += 1) {
      if (opens.has(position)) {
        flush();
        pieces.push({ type: 'delimiter', position: 'start' }, { ...token, value: DOLLAR_MARK });
      } else if (opens.has(position - 1)) {
        // the `{` of `${`, dropped with its `$`
      } else if (closes.has(position)) {
        flush();
        pieces.push({ type: 'delimiter', position: 'end' });
      } else {
        buffer += value[offset];
      }
    }
    flush();
    replaced.set(index, pieces);
  }
}

function dollarTags(lexed: Token[]): Token[] {
  const replaced = new Map<number, Token[]>();
  let stretch: number[] = [];
  let inTag = false;
  const endStretch = () => {
    if (stretch.length) dollarTagsInStretch(lexed, stretch, replaced);
    stretch = [];
  };
  lexed.forEach((token, index) => {
    if (token.type === 'delimiter') {
      endStretch();
      inTag = token.position === 'start';
    } else if (isBoundary(token)) {
      endStretch();
    } else if (isText(token) && !inTag) {
      stretch.push(index);
    }
  });
  endStretch();
  if (!replaced.size) return lexed;
  const result = lexed.flatMap((token, index) => replaced.get(index) ?? [token]);
  // Positions only order the tokens; new ones need their own.
  result.forEach((token, index) => {
    token.lIndex = index;
  });
  return result;
}

/**
 * Makes every tag a plain placeholder: a matcher for any content (empty prefix)
 * that outranks the loop (`#`, `/`, `^`, `-`) and raw-XML (`@`) modules; keeps each
 * placeholder inside its paragraph; reads `${name}` as a tag too.
 */
const plainTagsModule = (): Docxtemplater.DXT.Module => {
  let xmllexed: Token[] = [];
  return {
    name: 'PlainTagsModule',
    // docxtemplater's typings want a module name; `undefined` is what makes the part a plain placeholder.
    matchers: () => [['', undefined as unknown as string, { priority: 1_000_000 }]],
    // Called with each file's XML tokens before its delimiters are found (the lexer then marks its text parts).
    set: (options: { inspect?: { xmllexed?: Token[] } }) => {
      if (options.inspect?.xmllexed) xmllexed = options.inspect.xmllexed;
    },
    preparse: (lexed: Token[]) => dollarTags(keepPlaceholdersInParagraphs(lexed, textNodeEnds(xmllexed))),
  };
};

/**
 * Fills the placeholders whose value is known (XML-escaped by docxtemplater; a value's
 * newlines become line breaks). The others stay exactly as written (`{{name}}` or
 * `${name}`) and are listed in `unfilled` (unique).
 */
export function fillDocx(docx: Buffer, values: Record<string, string>): { docx: Buffer; unfilled: string[] } {
  const { zip, unfilled } = fillZip(docx, values);
  return { docx: zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' }), unfilled };
}

function fillZip(docx: Buffer, values: Record<string, string>): { zip: PizZip; unfilled: string[] } {
  const unfilled = new Set<string>();
  const valueFor = (tag: string) => {
    const name = (tag.startsWith(DOLLAR_MARK) ? tag.slice(1) : tag).trim();
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value == null || value === '' ? undefined : value;
  };
  const doc = new Docxtemplater(new PizZip(docx), {
    delimiters: DELIMITERS,
    modules: [plainTagsModule()],
    linebreaks: true,
    paragraphLoop: false,
    stripInvalidXMLChars: true,
    syntax: { allowUnopenedTag: true, allowUnclosedTag: true, changeDelimiterPrefix: null },
    parser: (tag: string) => ({ get: () => valueFor(tag) }),
    // A placeholder without a value stays exactly as written, in its own syntax.
    nullGetter: (part) => {
      const raw = (part as unknown as Part).raw ?? (part as unknown as Part).value;
      const dollar = raw.startsWith(DOLLAR_MARK);
      const inner = dollar ? raw.slice(1) : raw;
      if (NAME.test(inner.trim())) unfilled.add(inner.trim());
      return dollar ? `\${${inner}}` : `{{${inner}}}`;
    },
  });
  doc.render();
  return { zip: doc.getZip() as PizZip, unfilled: [...unfilled] };
}

/** The placeholder names of a .docx (body, tables, headers, footers), unique, in the order a fill meets them. */
export function docxPlaceholders(docx: Buffer): string[] {
  return fillZip(docx, {}).unfilled;
}
