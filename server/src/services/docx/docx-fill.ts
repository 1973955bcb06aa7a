import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';

/**
 * Fills `{{name}}` and `${name}` placeholders inside the .docx itself (docxtemplater
 * joins the runs Word splits a placeholder into, and covers tables, headers and
 * footers), so the filled contract keeps every style, numbering and section of its
 * template. Agency documents are not docxtemplater templates: `{{#x}}`, `{{@x}}`, odd
 * or unbalanced braces are plain text here, never loops, raw XML or errors.
 * Known limit: a delimiter whose own characters straddle two paragraphs (`$` ending
 * one, `{` starting the next) may move its second character into the first paragraph.
 */

/** Private-use marker a `${name}` placeholder carries between the two passes. */
const DOLLAR_MARK = '\uE000';

type Part = { value: string; raw?: string };

/**
 * Makes every tag a plain placeholder: a matcher for any content (empty prefix)
 * that outranks the loop (`#`, `/`, `^`, `-`) and raw-XML (`@`) modules.
 */
type Token = { type: string; position?: string; tag?: string; value?: string };

/** Where a placeholder may not reach across: Word splits placeholders into runs, never into paragraphs or cells. */
const BOUNDARIES = new Set(['w:p', 'w:tc', 'w:tr', 'w:tbl', 'w:txbxContent']);

/**
 * Delimiters that do not enclose a placeholder inside one paragraph (`{{` here and
 * `}}` two paragraphs later, `{{` twice, a lone `}}`) become plain text again, so
 * docxtemplater never joins paragraphs into one tag.
 */
function keepPlaceholdersInParagraphs(lexed: Token[], delimiters: { start: string; end: string }): Token[] {
  const asText = (index: number) => {
    const token = lexed[index] as Token;
    const text = token.position === 'start' ? delimiters.start : delimiters.end;
    lexed[index] = { type: 'content', position: 'insidetag', value: text };
  };
  let open = -1;
  let crossed = false;
  lexed.forEach((token, index) => {
    if (token.type === 'delimiter' && token.position === 'start') {
      if (open !== -1) asText(open);
      open = index;
      crossed = false;
    } else if (token.type === 'delimiter') {
      if (open === -1) asText(index);
      else if (crossed) {
        asText(open);
        asText(index);
      }
      open = -1;
    } else if (open !== -1 && token.type === 'tag' && BOUNDARIES.has(token.tag ?? '')) {
      crossed = true;
    }
  });
  if (open !== -1) asText(open);
  return lexed;
}

/**
 * Makes every tag a plain placeholder: a matcher for any content (empty prefix)
 * that outranks the loop (`#`, `/`, `^`, `-`) and raw-XML (`@`) modules; and keeps
 * each placeholder inside its paragraph.
 */
const plainTagsModule = (delimiters: { start: string; end: string }) => ({
  name: 'PlainTagsModule',
  matchers: () => [['', undefined, { priority: 1_000_000 }]],
  preparse: (lexed: Token[]) => keepPlaceholdersInParagraphs(lexed, delimiters),
});

/** What counts as a placeholder name in the `unfilled` list (as pact-placeholders reads HTML): odd brace runs do not. */
const NAME = /^[^{}<>]{1,64}$/;

/** One docxtemplater pass over the zip with the given delimiters; `resolve` answers a tag's text or null to keep it. */
function pass(
  zip: PizZip,
  delimiters: { start: string; end: string },
  resolve: (name: string) => string | null,
  keep: (part: Part) => string,
): PizZip {
  const doc = new Docxtemplater(zip, {
    delimiters,
    modules: [plainTagsModule(delimiters)],
    linebreaks: true,
    paragraphLoop: false,
    stripInvalidXMLChars: true,
    syntax: { allowUnopenedTag: true, allowUnclosedTag: true, changeDelimiterPrefix: null },
    parser: (tag: string) => ({ get: () => resolve(tag.trim()) ?? undefined }),
    nullGetter: (part) => keep(part as unknown as Part),
  });
  doc.render();
  const rendered = doc.getZip() as PizZip & { xtRendered?: boolean };
  // The second pass reads the first one's output on purpose: docxtemplater's
  // "zip reused" warning (this flag) does not apply.
  delete rendered.xtRendered;
  return rendered;
}

/** Marks each `${name}` as `{{<mark>name}}` so one pass fills both syntaxes and values are never read as tags. */
function unifySyntax(zip: PizZip): PizZip {
  // Most documents use one syntax: no `$` in any part, no second pass.
  if (!zip.file(/^word\/[^/]+\.xml$/).some((file) => file.asText().includes('$'))) return zip;
  return pass(
    zip,
    { start: '${', end: '}' },
    () => null,
    (part) => {
      const raw = part.raw ?? part.value;
      // Only real names are carried over; brace soup stays the text it was.
      return NAME.test(raw.trim()) ? `{{${DOLLAR_MARK}${raw}}}` : `\${${raw}}`;
    },
  );
}

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
  const valueFor = (name: string) => {
    const key = name.startsWith(DOLLAR_MARK) ? name.slice(1).trim() : name;
    const value = Object.hasOwn(values, key) ? values[key] : undefined;
    return value == null || value === '' ? null : value;
  };
  const zip = pass(unifySyntax(new PizZip(docx)), { start: '{{', end: '}}' }, valueFor, (part) => {
    const raw = part.raw ?? part.value;
    const dollar = raw.startsWith(DOLLAR_MARK);
    const inner = dollar ? raw.slice(1) : raw;
    if (NAME.test(inner.trim())) unfilled.add(inner.trim());
    return dollar ? `\${${inner}}` : `{{${inner}}}`;
  });
  return { zip, unfilled: [...unfilled] };
}

/** The placeholder names of a .docx (body, tables, headers, footers), unique, in the order a fill meets them. */
export function docxPlaceholders(docx: Buffer): string[] {
  return fillZip(docx, {}).unfilled;
}
