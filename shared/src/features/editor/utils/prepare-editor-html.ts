/**
 * A piece of a document the editor cannot represent (a nested table, a list in a
 * table cell...): it enters wangEditor as one read-only element that carries the
 * original HTML and gives it back unchanged.
 */
export const LOCKED_HTML_TYPE = 'locked-html';

/** The attribute of the wrapper that holds the original HTML. */
export const LOCKED_HTML_ATTRIBUTE = 'data-locked-html';

/**
 * Rewrites a document's HTML into the shapes wangEditor 5 parses without losing
 * anything, before it enters the editor:
 * - its list parser keeps only a `<li>`'s text and inline children and gives each
 *   item the level of its ul/ol ancestors, so a list nested inside an item (and
 *   the item's paragraphs) would be dropped: nested lists move out of their item
 *   as sibling lists inside the parent list, which keeps every item and its level;
 * - its table-cell parser keeps only text and inline children: a cell's
 *   paragraphs are unwrapped, inline marks kept, several joined by `<br>`;
 * - what it cannot represent at all (a nested table, a list or heading in a cell,
 *   a table in a list, a list inside a quote...) becomes one read-only element
 *   holding the original HTML (register-locked-html.ts), given back unchanged.
 * Pure and idempotent: the editor's own output comes back the same.
 */
export function prepareEditorHtml(html: string): string {
  if (!html.trim()) return html;
  const doc = new DOMParser().parseFromString(
    `<!DOCTYPE html><html><body>${html}</body></html>`,
    'text/html',
  );
  for (const block of [...doc.body.children]) prepareBlock(block);
  return doc.body.innerHTML;
}

const INLINE_TAGS = new Set([
  'A',
  'ABBR',
  'B',
  'BR',
  'CODE',
  'DEL',
  'EM',
  'FONT',
  'I',
  'IMG',
  'INS',
  'MARK',
  'S',
  'SMALL',
  'SPAN',
  'STRIKE',
  'STRONG',
  'SUB',
  'SUP',
  'U',
]);
const LIST_TAGS = new Set(['UL', 'OL']);
/** Blocks that hold only inline content once unwrapped (a cell's or an item's paragraphs). */
const LINE_TAGS = new Set(['P', 'DIV']);
const TABLE_PARTS = new Set(['THEAD', 'TBODY', 'TFOOT', 'TR', 'COLGROUP', 'COL']);
const CELL_TAGS = new Set(['TD', 'TH']);

function prepareBlock(block: Element): void {
  if (block.getAttribute('data-w-e-type') === LOCKED_HTML_TYPE) return;
  if (block.tagName === 'TABLE') {
    if (isPlainTable(block)) for (const cell of block.querySelectorAll('td, th')) unwrapLines(cell);
    else lock(block);
  } else if (LIST_TAGS.has(block.tagName)) {
    if (isPlainList(block)) block.replaceWith(flattenList(block));
    else lock(block);
  } else if (block.querySelector('table, ul, ol')) {
    // A quote, heading or division around a table or list: wangEditor would keep its text only.
    lock(block);
  }
}

/** Whether every element under `root` is inline, or a paragraph holding only inline content. */
function holdsOnlyLines(root: Element): boolean {
  for (const child of root.children) {
    if (INLINE_TAGS.has(child.tagName)) {
      if (!holdsOnlyInline(child)) return false;
    } else if (!LINE_TAGS.has(child.tagName) || !holdsOnlyInline(child)) return false;
  }
  return true;
}

function holdsOnlyInline(root: Element): boolean {
  for (const element of root.querySelectorAll('*')) if (!INLINE_TAGS.has(element.tagName)) return false;
  return true;
}

/** A table of rows of cells whose content is text, marks, images and paragraphs. */
function isPlainTable(table: Element): boolean {
  const check = (parent: Element): boolean => {
    for (const child of parent.children) {
      if (CELL_TAGS.has(child.tagName)) {
        if (!holdsOnlyLines(child)) return false;
      } else if (!TABLE_PARTS.has(child.tagName) || !check(child)) return false;
    }
    return true;
  };
  return check(table);
}

/** A list of items (and lists) whose content is text, marks, images and paragraphs. */
function isPlainList(list: Element): boolean {
  for (const child of list.children) {
    if (LIST_TAGS.has(child.tagName)) {
      if (!isPlainList(child)) return false;
    } else if (child.tagName === 'LI') {
      for (const part of child.children) {
        if (LIST_TAGS.has(part.tagName)) {
          if (!isPlainList(part)) return false;
        } else if (INLINE_TAGS.has(part.tagName)) {
          if (!holdsOnlyInline(part)) return false;
        } else if (!LINE_TAGS.has(part.tagName) || !holdsOnlyInline(part)) return false;
      }
    } else if (!INLINE_TAGS.has(child.tagName) || !holdsOnlyInline(child)) return false;
  }
  return true;
}

function isBlank(node: Node): boolean {
  return node.nodeType === Node.TEXT_NODE && !node.textContent?.trim();
}

/** A line made of an empty paragraph's `<br>` only holds nothing. */
function lineNodes(paragraph: Element): Node[] {
  const nodes = [...paragraph.childNodes];
  const meaningful = nodes.filter((node) => !isBlank(node));
  return meaningful.length === 1 && (meaningful[0] as Element).tagName === 'BR' ? [] : nodes;
}

/**
 * Splits an element's children into lines: each paragraph is a line, inline
 * content between paragraphs is a line too. Whitespace between blocks is dropped.
 */
function linesOf(nodes: Node[]): Node[][] {
  const lines: Node[][] = [];
  let current: Node[] | null = null;
  for (const node of nodes) {
    if (node.nodeType === Node.ELEMENT_NODE && LINE_TAGS.has((node as Element).tagName)) {
      lines.push(lineNodes(node as Element));
      current = null;
    } else if (current) current.push(node);
    else if (!isBlank(node)) {
      current = [node];
      lines.push(current);
    }
  }
  return lines;
}

/** A cell's paragraphs become its inline content, joined by `<br>`. */
function unwrapLines(cell: Element): void {
  if (![...cell.children].some((child) => LINE_TAGS.has(child.tagName))) return;
  const doc = cell.ownerDocument;
  const lines = linesOf([...cell.childNodes]);
  cell.replaceChildren();
  lines.forEach((line, index) => {
    if (index > 0) cell.append(doc.createElement('br'));
    cell.append(...line);
  });
}

function hasContent(nodes: Node[]): boolean {
  return nodes.some((node) => node.nodeType === Node.ELEMENT_NODE || !isBlank(node));
}

/**
 * The list with every nested list moved out of its item: `<li>a<ul>…</ul></li>`
 * becomes `<li>a</li><ul>…</ul>` inside the same parent list.
 */
function flattenList(list: Element): Element {
  const doc = list.ownerDocument;
  const out = list.cloneNode(false) as Element;
  let stray: Element | null = null;
  for (const child of [...list.childNodes]) {
    if (child.nodeType !== Node.ELEMENT_NODE) {
      if (isBlank(child)) continue;
    }
    const element = child as Element;
    if (child.nodeType === Node.ELEMENT_NODE && LIST_TAGS.has(element.tagName)) {
      out.append(flattenList(element));
      stray = null;
    } else if (child.nodeType === Node.ELEMENT_NODE && element.tagName === 'LI') {
      appendItem(out, element);
      stray = null;
    } else {
      // Inline content straight inside a list: an item of its own.
      if (!stray) {
        stray = doc.createElement('li');
        out.append(stray);
      }
      stray.append(child);
    }
  }
  return out;
}

function appendItem(out: Element, item: Element): void {
  let segment: Node[] = [];
  let emitted = false;
  const flush = () => {
    const lines = linesOf(segment);
    segment = [];
    if (lines.length === 0) return;
    const li = item.cloneNode(false) as Element;
    lines.forEach((line, index) => {
      if (index > 0) li.append(item.ownerDocument.createElement('br'));
      li.append(...line);
    });
    out.append(li);
    emitted = true;
  };
  for (const node of [...item.childNodes]) {
    if (node.nodeType === Node.ELEMENT_NODE && LIST_TAGS.has((node as Element).tagName)) {
      if (hasContent(segment)) flush();
      segment = [];
      out.append(flattenList(node as Element));
      emitted = true;
    } else segment.push(node);
  }
  if (hasContent(segment)) flush();
  // An empty item stays an (empty) item.
  if (!emitted) out.append(item.cloneNode(false));
}

/** Replaces an element by the read-only element that keeps its HTML. */
function lock(element: Element): void {
  const wrapper = element.ownerDocument.createElement('div');
  wrapper.setAttribute('data-w-e-type', LOCKED_HTML_TYPE);
  wrapper.setAttribute('data-w-e-is-void', '');
  wrapper.setAttribute(LOCKED_HTML_ATTRIBUTE, element.outerHTML);
  element.replaceWith(wrapper);
}
