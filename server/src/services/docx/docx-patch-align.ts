import { diffArrays } from 'diff';
import type { HtmlLine } from './docx-html-units';
import type { DocxLine, DocxParagraph } from './docx-units';
import { similarity } from './docx-units-text';

/**
 * Aligns the document's lines with the edited HTML's lines by their text and
 * marks: equal lines are left alone, a changed line is paired with the line it
 * became, lines only in the document are deleted, lines only in the HTML are
 * placed next to their neighbours (or typed into an empty cell or paragraph).
 */

/** A unit of the document: a non-empty line of a paragraph, or an empty paragraph (no line). */
export interface DocxUnit {
  order: number;
  para: DocxParagraph;
  line?: DocxLine;
}

export interface Alignment {
  /** The document unit each HTML line is, or replaces. */
  counterpart: Map<HtmlLine, DocxUnit>;
  changed: Array<{ unit: DocxUnit; line: HtmlLine }>;
  deleted: DocxUnit[];
  /** HTML lines with text and no counterpart, in order. */
  inserted: Set<HtmlLine>;
}

export function docxUnits(paragraphs: DocxParagraph[]): DocxUnit[] {
  const units: DocxUnit[] = [];
  for (const para of paragraphs) {
    if (!para.lines.length) units.push({ order: units.length, para });
    for (const line of para.lines) units.push({ order: units.length, para, line });
  }
  return units;
}

/** Pairs removed and added lines of one stretch: in order, same cell only, the most alike first (a monotone matching). */
function pairStretch(removed: DocxUnit[], added: HtmlLine[]): Array<[DocxUnit, HtmlLine]> {
  // Lines of the same cell pair first; across cells (the editor renumbered a table) only when much alike.
  const score = (unit: DocxUnit, line: HtmlLine) => {
    const alike = similarity(unit.line as DocxLine, line);
    if (unit.para.cellKey === line.cellKey) return 1 + alike;
    return alike >= 0.6 ? alike : Number.NEGATIVE_INFINITY;
  };
  const rows = removed.length;
  const cols = added.length;
  if (!rows || !cols) return [];
  if (rows * cols > 250_000) {
    // Too large to weigh (most of the document rewritten): pair in order.
    const pairs: Array<[DocxUnit, HtmlLine]> = [];
    for (let i = 0; i < Math.min(rows, cols); i++) {
      const unit = removed[i] as DocxUnit;
      const line = added[i] as HtmlLine;
      if (unit.para.cellKey === line.cellKey) pairs.push([unit, line]);
    }
    return pairs;
  }
  const best: Float64Array[] = [];
  for (let i = 0; i <= rows; i++) best.push(new Float64Array(cols + 1));
  for (let i = 1; i <= rows; i++) {
    const row = best[i] as Float64Array;
    const above = best[i - 1] as Float64Array;
    for (let j = 1; j <= cols; j++) {
      const pair = (above[j - 1] as number) + score(removed[i - 1] as DocxUnit, added[j - 1] as HtmlLine);
      row[j] = Math.max(above[j] as number, row[j - 1] as number, pair);
    }
  }
  const pairs: Array<[DocxUnit, HtmlLine]> = [];
  for (let i = rows, j = cols; i > 0 && j > 0; ) {
    const here = (best[i] as Float64Array)[j] as number;
    if (here === (best[i - 1] as Float64Array)[j]) i--;
    else if (here === (best[i] as Float64Array)[j - 1]) j--;
    else {
      pairs.unshift([removed[i - 1] as DocxUnit, added[j - 1] as HtmlLine]);
      i--;
      j--;
    }
  }
  return pairs;
}

/** Common start, one changed stretch, common end: linear, for when the real diff is too costly. */
function roughDiff(
  before: string[],
  after: string[],
): Array<{ count: number; added: boolean; removed: boolean; value: string[] }> {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  ) {
    end++;
  }
  const chunk = (value: string[], added: boolean, removed: boolean) => ({
    count: value.length,
    added,
    removed,
    value,
  });
  return [
    chunk(before.slice(0, start), false, false),
    chunk(before.slice(start, before.length - end), false, true),
    chunk(after.slice(start, after.length - end), true, false),
    chunk(before.slice(before.length - end), false, false),
  ].filter((part) => part.count > 0);
}

export function alignLines(units: DocxUnit[], lines: HtmlLine[]): Alignment | undefined {
  const docxText = units.filter((unit) => unit.line);
  const htmlText = lines.filter((line) => !line.empty);
  const before = docxText.map((unit) => (unit.line as DocxLine).key);
  const after = htmlText.map((line) => line.key);
  // An edit is a few changes; past that bound (a document rewritten, or hostile input)
  // the diff would take quadratic time: the common start and end are kept, the rest is one stretch.
  const diff = diffArrays(before, after, { maxEditLength: 4000 }) ?? roughDiff(before, after);
  if (diff.every((change) => !change.added && !change.removed)) return undefined;
  const result: Alignment = { counterpart: new Map(), changed: [], deleted: [], inserted: new Set() };
  let removed: DocxUnit[] = [];
  let added: HtmlLine[] = [];
  const settle = () => {
    const pairs = pairStretch(removed, added);
    const paired = new Set<DocxUnit>();
    for (const [unit, line] of pairs) {
      result.counterpart.set(line, unit);
      result.changed.push({ unit, line });
      paired.add(unit);
    }
    for (const unit of removed) if (!paired.has(unit)) result.deleted.push(unit);
    for (const line of added) if (!result.counterpart.has(line)) result.inserted.add(line);
    removed = [];
    added = [];
  };
  let d = 0;
  let h = 0;
  for (const change of diff) {
    const count = change.count ?? change.value.length;
    if (change.added) {
      added.push(...htmlText.slice(h, h + count));
      h += count;
    } else if (change.removed) {
      removed.push(...docxText.slice(d, d + count));
      d += count;
    } else {
      settle();
      for (let k = 0; k < count; k++)
        result.counterpart.set(htmlText[h + k] as HtmlLine, docxText[d + k] as DocxUnit);
      d += count;
      h += count;
    }
  }
  settle();
  return result;
}
