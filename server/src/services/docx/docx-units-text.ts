/**
 * Text units shared by both sides of the edit mapping: a unit is one line of a
 * paragraph (a .docx paragraph split at soft breaks, an HTML text block split at
 * `<br>`), its text with whitespace collapsed and the marks of each character.
 */

export const MARK_B = 1;
export const MARK_I = 2;
export const MARK_U = 4;
export const MARK_S = 8;

/** A line as compared: collapsed text, marks a character, and where each character came from. */
export interface NormalizedLine {
  text: string;
  marks: number[];
  /** For each character of `text`: the first and after-last source index it stands for. */
  starts: number[];
  ends: number[];
}

const SPACE = /\s/;
// Characters XML 1.0 cannot hold: never written into a document.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters removed
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

/** Collapses whitespace (spaces, tabs, no-break spaces) to one space, trims, drops characters XML cannot hold; whitespace carries no marks. */
export function normalizeLine(chars: string, charMarks: ArrayLike<number>): NormalizedLine {
  const out: NormalizedLine = { text: '', marks: [], starts: [], ends: [] };
  const push = (ch: string, marks: number, start: number, end: number) => {
    out.text += ch;
    out.marks.push(marks);
    out.starts.push(start);
    out.ends.push(end);
  };
  let spaceStart = -1;
  let spaceEnd = -1;
  for (let i = 0; i < chars.length; i++) {
    const ch = chars.charAt(i);
    if (SPACE.test(ch)) {
      if (spaceStart < 0) spaceStart = i;
      spaceEnd = i + 1;
      continue;
    }
    if (INVALID_XML.test(ch)) continue;
    if (spaceStart >= 0 && out.text) push(' ', 0, spaceStart, spaceEnd);
    spaceStart = -1;
    push(ch, charMarks[i] ?? 0, i, i + 1);
  }
  return out;
}

/** The comparison key of a line: its text and its marks (run-length encoded). */
export function lineKey(line: NormalizedLine): string {
  let key = `${line.text}\u0001`;
  let last = -1;
  let count = 0;
  for (const m of line.marks) {
    if (m === last) {
      count++;
      continue;
    }
    if (count) key += `${last}x${count},`;
    last = m;
    count = 1;
  }
  if (count) key += `${last}x${count}`;
  return key;
}

const COMBINING = /\p{M}/u;

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** A boundary inside a line must not split a surrogate pair or separate a combining mark (Lao vowels and tones) from its base. */
function unsafeBoundary(text: string, at: number): boolean {
  if (at <= 0 || at >= text.length) return false;
  return isLowSurrogate(text.charCodeAt(at)) || COMBINING.test(text.charAt(at));
}

/** The common prefix and suffix (characters and marks equal) of two lines, on safe boundaries and not overlapping. */
export function commonEnds(a: NormalizedLine, b: NormalizedLine): { prefix: number; suffix: number } {
  const max = Math.min(a.text.length, b.text.length);
  let prefix = 0;
  while (prefix < max && a.text[prefix] === b.text[prefix] && a.marks[prefix] === b.marks[prefix]) prefix++;
  while (prefix > 0 && (unsafeBoundary(a.text, prefix) || unsafeBoundary(b.text, prefix))) prefix--;
  let suffix = 0;
  while (
    suffix < max - prefix &&
    a.text[a.text.length - 1 - suffix] === b.text[b.text.length - 1 - suffix] &&
    a.marks[a.marks.length - 1 - suffix] === b.marks[b.marks.length - 1 - suffix]
  ) {
    suffix++;
  }
  while (
    suffix > 0 &&
    (unsafeBoundary(a.text, a.text.length - suffix) || unsafeBoundary(b.text, b.text.length - suffix))
  ) {
    suffix--;
  }
  return { prefix, suffix };
}

/** How alike two lines are, 0..1: shared start and end over the longer length. */
export function similarity(a: NormalizedLine, b: NormalizedLine): number {
  const longest = Math.max(a.text.length, b.text.length);
  if (!longest) return 1;
  const { prefix, suffix } = commonEnds(a, b);
  return (prefix + suffix) / longest;
}
