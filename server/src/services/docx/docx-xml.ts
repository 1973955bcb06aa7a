import { DOMImplementation, type Document, type Element, type Node, XMLSerializer } from '@xmldom/xmldom';
import {
  decodeXml,
  NamespaceScopes,
  type TreeElement,
  type XElement,
  XML_TOKEN,
  type XNode,
} from './docx-xml-tree';

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

const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/**
 * Parses XML (a paragraph about to be patched) into an xmldom document; malformed
 * XML throws instead of being half-read. The tokenizer of docx-xml-tree.ts builds
 * it through xmldom's DOM (xmldom's own parser is slow on large parts).
 */
export function parseXml(xml: string): Document {
  const doc = new DOMImplementation().createDocument(null, null as unknown as string);
  const scopes = new NamespaceScopes();
  const open: Array<{ el: Element | Document; name: string }> = [{ el: doc, name: '' }];
  const token = new RegExp(XML_TOKEN.source, 'y');
  while (token.lastIndex < xml.length) {
    const at = token.lastIndex;
    const match = token.exec(xml);
    if (!match) throw new Error(`Malformed XML at ${at}`);
    const [, pi, comment, cdata, endName, startName, attributes, selfClosing, text] = match;
    const parent = (open[open.length - 1] as { el: Element | Document }).el;
    if (text !== undefined) {
      if (open.length > 1) parent.appendChild(doc.createTextNode(decodeXml(text)));
      else if (text.trim()) throw new Error('Malformed XML: text outside the root');
    } else if (cdata !== undefined) {
      parent.appendChild(doc.createCDATASection(cdata));
    } else if (comment !== undefined) {
      parent.appendChild(doc.createComment(comment));
    } else if (pi !== undefined) {
      const space = pi.search(/\s/);
      const target = space < 0 ? pi : pi.slice(0, space);
      parent.appendChild(doc.createProcessingInstruction(target, space < 0 ? '' : pi.slice(space).trim()));
    } else if (endName !== undefined) {
      const top = open.pop();
      scopes.close();
      if (!top || top.name !== endName || open.length === 0)
        throw new Error(`Malformed XML: unexpected </${endName}>`);
    } else if (startName !== undefined) {
      const pairs = scopes.open(attributes ?? '');
      const colon = startName.indexOf(':');
      const el = doc.createElementNS(scopes.lookup(colon < 0 ? '' : startName.slice(0, colon)), startName);
      for (const [name, value] of pairs) {
        const split = name.indexOf(':');
        const prefix = split < 0 ? '' : name.slice(0, split);
        const ns = name === 'xmlns' || prefix === 'xmlns' ? XMLNS_NS : prefix ? scopes.lookup(prefix) : null;
        el.setAttributeNS(ns, name, value);
      }
      parent.appendChild(el);
      if (selfClosing) scopes.close();
      else open.push({ el, name: startName });
    }
  }
  if (open.length !== 1 || !doc.documentElement) throw new Error('Malformed XML: unclosed elements');
  return doc;
}

export function isElement(node: XNode | null | undefined): node is XElement {
  return !!node && node.nodeType === ELEMENT_NODE;
}

/** True for an element of the WordprocessingML namespace with this local name. */
export function isW(node: XNode | null | undefined, localName: string): node is XElement {
  return isElement(node) && node.localName === localName && node.namespaceURI === W_NS;
}

/** The element children of a node, in order. */
export function childElements(node: XNode): XElement[] {
  const out: XElement[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (isElement(child)) out.push(child);
  }
  return out;
}

/** The first `w:<localName>` child, if any. */
export function wChild(node: XNode, localName: string): XElement | undefined {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (isW(child, localName)) return child;
  }
  return undefined;
}

/** The `w:<attr>` attribute (namespaced, as Word writes it), or null. */
export function wAttr(el: XElement, localName: string): string | null {
  return el.hasAttributeNS(W_NS, localName) ? el.getAttributeNS(W_NS, localName) : null;
}

/** `w:val` of the `w:<localName>` child, or undefined when the child is missing. */
export function wChildVal(node: XNode, localName: string): string | null | undefined {
  const child = wChild(node, localName);
  return child ? wAttr(child, 'val') : undefined;
}

/** An on/off property (w:b, w:i, w:strike...): present without a value or with a true value. */
export function isOn(el: XElement | undefined): boolean | undefined {
  if (!el) return undefined;
  const val = wAttr(el, 'val');
  return val === null || !/^(false|0|off|none)$/i.test(val);
}

const wPrefixes = new WeakMap<Document, string | null>();

/** The qualified name used for `localName` in WordprocessingML in this document (`w:p`, or `p` under a default namespace). */
function wQName(doc: Document, localName: string): string {
  let prefix = wPrefixes.get(doc);
  if (prefix === undefined) {
    prefix = doc.documentElement?.lookupPrefix(W_NS) ?? null;
    wPrefixes.set(doc, prefix);
  }
  return prefix ? `${prefix}:${localName}` : localName;
}

export function createW(doc: Document, localName: string): Element {
  return doc.createElementNS(W_NS, wQName(doc, localName));
}

export function setWAttr(doc: Document, el: Element, localName: string, value: string): void {
  el.setAttributeNS(W_NS, wQName(doc, localName), value);
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
export function rootNamespaces(root: TreeElement): Map<string, string> {
  const out = new Map<string, string>();
  for (const attr of root.attributes) {
    if (attr.name === 'xmlns') out.set('', attr.value);
    else if (attr.name.startsWith('xmlns:')) out.set(attr.name.slice(6), attr.value);
  }
  return out;
}

/** The XML of an element of a document with these namespace declarations, parsed alone with xmldom to be edited. */
export function parseFragment(xml: string, namespaces: Map<string, string>): Element {
  const declarations = [...namespaces]
    .map(
      ([prefix, uri]) =>
        ` ${prefix ? `xmlns:${prefix}` : 'xmlns'}="${uri.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`,
    )
    .join('');
  const doc = parseXml(`<fragment${declarations}>${xml}</fragment>`);
  const el = doc.documentElement?.firstChild;
  if (el?.nodeType !== 1) throw new Error('Malformed XML fragment');
  return el as Element;
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
export function localOf(node: { readonly localName?: string | null }): string {
  return node.localName ?? '';
}
