import { DOMParser, type Document, type Element, type Node, XMLSerializer } from '@xmldom/xmldom';

/** WordprocessingML main namespace (the `w:` prefix). */
export const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
/** Office relationships namespace (the `r:` prefix of r:id, r:embed). */
export const R_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
/** DrawingML main namespace (a:blip). */
export const A_NS = 'http://schemas.openxmlformats.org/drawingml/2006/main';
/** DrawingML word-processing drawing namespace (wp:extent). */
export const WP_NS = 'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing';
/** Markup compatibility (mc:AlternateContent). */
export const MC_NS = 'http://schemas.openxmlformats.org/markup-compatibility/2006';
/** Legacy VML (v:imagedata). */
export const V_NS = 'urn:schemas-microsoft-com:vml';

const ELEMENT_NODE = 1;

/** Parses an XML part; a malformed part throws instead of being half-read. */
export function parseXml(xml: string): Document {
  return new DOMParser({
    // No line/column tracking: a third of the parse time on a long contract.
    locator: false,
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(`Malformed XML: ${message}`);
    },
  }).parseFromString(xml, 'text/xml');
}

export function isElement(node: Node | null | undefined): node is Element {
  return !!node && node.nodeType === ELEMENT_NODE;
}

/** True for an element of the WordprocessingML namespace with this local name. */
export function isW(node: Node | null | undefined, localName: string): node is Element {
  return isElement(node) && node.localName === localName && node.namespaceURI === W_NS;
}

/** The element children of a node, in order. */
export function childElements(node: Node): Element[] {
  const out: Element[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (isElement(child)) out.push(child);
  }
  return out;
}

/** The first `w:<localName>` child, if any. */
export function wChild(node: Node, localName: string): Element | undefined {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (isW(child, localName)) return child;
  }
  return undefined;
}

/** The `w:<attr>` attribute (namespaced, as Word writes it), or null. */
export function wAttr(el: Element, localName: string): string | null {
  return el.hasAttributeNS(W_NS, localName) ? el.getAttributeNS(W_NS, localName) : null;
}

/** `w:val` of the `w:<localName>` child, or undefined when the child is missing. */
export function wChildVal(node: Node, localName: string): string | null | undefined {
  const child = wChild(node, localName);
  return child ? wAttr(child, 'val') : undefined;
}

/** An on/off property (w:b, w:i, w:strike...): present without a value or with a true value. */
export function isOn(el: Element | undefined): boolean | undefined {
  if (!el) return undefined;
  const val = wAttr(el, 'val');
  return val === null || !/^(false|0|off|none)$/i.test(val);
}

/** The qualified name used for `localName` in WordprocessingML in this document (`w:p`, or `p` under a default namespace). */
export function wQName(doc: Document, localName: string): string {
  const prefix = doc.documentElement?.lookupPrefix(W_NS);
  return prefix ? `${prefix}:${localName}` : localName;
}

export function createW(doc: Document, localName: string): Element {
  return doc.createElementNS(W_NS, wQName(doc, localName));
}

export function setWAttr(doc: Document, el: Element, localName: string, value: string): void {
  el.setAttributeNS(W_NS, wQName(doc, localName), value);
}

/** The `[start, end)` character ranges of every element with one of these qualified names, in document order (the order of their start tags). */
export function scanElementRanges(
  xml: string,
  qnames: string[],
): Map<string, Array<{ start: number; end: number }>> {
  const ranges = new Map<string, Array<{ start: number; end: number }>>();
  const open = new Map<string, Array<{ start: number; end: number }>>();
  for (const name of qnames) {
    ranges.set(name, []);
    open.set(name, []);
  }
  // Comments, CDATA and processing instructions are skipped; attribute values may hold `>`.
  const token =
    /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<(\/?)([^\s/>!?]+)(?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*\s*(\/?)>/g;
  for (let match = token.exec(xml); match; match = token.exec(xml)) {
    const name = match[2];
    if (!name || !ranges.has(name)) continue;
    const list = ranges.get(name) as Array<{ start: number; end: number }>;
    const stack = open.get(name) as Array<{ start: number; end: number }>;
    const end = match.index + match[0].length;
    if (match[1]) {
      const range = stack.pop();
      if (range) range.end = end;
    } else {
      const range = { start: match.index, end };
      list.push(range);
      if (!match[3]) stack.push(range);
    }
  }
  return ranges;
}

/** Serialises one element as a fragment of its document, without repeating the namespace declarations of the root. */
export function serializeFragment(el: Element, rootNamespaces: Map<string, string>): string {
  const xml = new XMLSerializer().serializeToString(el);
  return xml.replace(/<[A-Za-z_][^>]*>/g, (tag) =>
    tag.replace(/\s+xmlns(?::([\w.-]+))?="([^"]*)"/g, (decl, prefix: string | undefined, uri: string) =>
      rootNamespaces.get(prefix ?? '') === uri ? '' : decl,
    ),
  );
}

/** The namespace declarations of the root element: prefix ('' for the default) to URI. */
export function rootNamespaces(doc: Document): Map<string, string> {
  const out = new Map<string, string>();
  const root = doc.documentElement;
  if (!root) return out;
  for (let i = 0; i < root.attributes.length; i++) {
    const attr = root.attributes.item(i);
    if (!attr) continue;
    if (attr.name === 'xmlns') out.set('', attr.value);
    else if (attr.name.startsWith('xmlns:')) out.set(attr.name.slice(6), attr.value);
  }
  return out;
}

/** Applies non-overlapping replacements to a string (insertions at the same offset keep their order). */
export function spliceText(text: string, edits: Array<{ start: number; end: number; text: string }>): string {
  const sorted = edits
    .map((edit, order) => ({ ...edit, order }))
    .sort((a, b) => a.start - b.start || a.end - b.end || a.order - b.order);
  let out = '';
  let at = 0;
  for (const edit of sorted) {
    out += text.slice(at, edit.start) + edit.text;
    at = Math.max(at, edit.end);
  }
  return out + text.slice(at);
}

/** The document a node belongs to. */
export function docOf(node: Node): Document {
  const doc = node.ownerDocument;
  if (!doc) throw new Error('Node outside a document');
  return doc;
}

/** A node's local name ('' when it has none). */
export function localOf(node: Node): string {
  return node.localName ?? '';
}
