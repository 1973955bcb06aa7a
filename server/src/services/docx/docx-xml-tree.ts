/**
 * A read-only XML tree for reading a document fast: plain objects with the few
 * DOM members the readers use (the same ones xmldom's nodes have, so one reader
 * serves both), and where each element starts and ends in the source text.
 * xmldom builds a full DOM (and its parser compiles a large regular expression
 * for every end tag): seconds for a 50-page contract. Only the paragraphs an edit
 * changes are then parsed with xmldom (docx-xml.ts parseXml) and patched.
 */

/** The DOM members shared by tree nodes and xmldom nodes that the readers use. */
export interface XNode {
  readonly nodeType: number;
  readonly firstChild: XNode | null;
  readonly nextSibling: XNode | null;
  readonly parentNode: XNode | null;
  readonly textContent: string | null;
}

export interface XElement extends XNode {
  readonly localName: string | null;
  readonly namespaceURI: string | null;
  getAttribute(name: string): string | null;
  getAttributeNS(namespace: string | null, localName: string): string | null;
  hasAttributeNS(namespace: string | null, localName: string): boolean;
}

const XML_NS = 'http://www.w3.org/XML/1998/namespace';

interface Attribute {
  name: string;
  localName: string;
  namespace: string | null;
  value: string;
}

class TreeText implements XNode {
  readonly nodeType = 3;
  readonly firstChild = null;
  nextSibling: XNode | null = null;
  parentNode: XNode | null = null;
  constructor(readonly textContent: string) {}
}

export class TreeElement implements XElement {
  readonly nodeType = 1;
  firstChild: XNode | null = null;
  lastChild: XNode | null = null;
  nextSibling: XNode | null = null;
  parentNode: XNode | null = null;
  /** Where the element's start tag begins and its end tag ends in the source. */
  start = 0;
  end = 0;

  constructor(
    readonly nodeName: string,
    readonly localName: string,
    readonly namespaceURI: string | null,
    readonly attributes: Attribute[],
  ) {}

  get textContent(): string {
    let text = '';
    for (let child = this.firstChild; child; child = child.nextSibling) text += child.textContent ?? '';
    return text;
  }

  getAttribute(name: string): string | null {
    for (const attribute of this.attributes) if (attribute.name === name) return attribute.value;
    return null;
  }

  getAttributeNS(namespace: string | null, localName: string): string | null {
    for (const attribute of this.attributes) {
      if (attribute.localName === localName && attribute.namespace === namespace) return attribute.value;
    }
    return null;
  }

  hasAttributeNS(namespace: string | null, localName: string): boolean {
    return this.getAttributeNS(namespace, localName) !== null;
  }

  append(child: TreeElement | TreeText): void {
    child.parentNode = this;
    if (this.lastChild) (this.lastChild as TreeElement | TreeText).nextSibling = child;
    else this.firstChild = child;
    this.lastChild = child;
  }
}

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Replaces the predefined entities and character references; an unknown entity is malformed XML. */
export function decodeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (entity, name: string) => {
    if (name[0] !== '#') {
      const value = PREDEFINED[name];
      if (value === undefined) throw new Error(`Malformed XML: unknown entity ${entity}`);
      return value;
    }
    const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    if (!(code > 0 && code <= 0x10ffff)) throw new Error(`Malformed XML: bad character reference ${entity}`);
    return String.fromCodePoint(code);
  });
}

/**
 * One token at a time from where the last ended (sticky): declarations,
 * comments, CDATA, doctype, end tags, start tags with quoted attributes, text.
 */
export const XML_TOKEN =
  /<\?([\s\S]*?)\?>|<!--([\s\S]*?)-->|<!\[CDATA\[([\s\S]*?)\]\]>|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>|<\/([^\s>]+)\s*>|<([^\s/>!?]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/y;
const XML_ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * The namespace declarations in force while a parser walks down the elements, one
 * scope an open element. Both parsers keep them: this tree's and docx-xml's xmldom one.
 */
export class NamespaceScopes {
  private readonly scopes: Array<Map<string, string>> = [new Map([['xml', XML_NS]])];
  private readonly attributePattern = new RegExp(XML_ATTRIBUTE.source, 'g');

  /** The namespace of `prefix` ('' the default one), innermost declaration first; null when none. */
  lookup(prefix: string): string | null {
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const uri = this.scopes[i]?.get(prefix);
      if (uri !== undefined) return uri || null;
    }
    return null;
  }

  /** Opens a start tag's scope with the `xmlns` declarations among its attributes; answers them all, decoded. */
  open(attributeText: string): Array<[string, string]> {
    const scope = new Map<string, string>();
    const pairs: Array<[string, string]> = [];
    if (attributeText) {
      const pattern = this.attributePattern;
      pattern.lastIndex = 0;
      for (let found = pattern.exec(attributeText); found; found = pattern.exec(attributeText)) {
        const name = found[1] as string;
        const value = decodeXml(found[2] ?? found[3] ?? '');
        if (name === 'xmlns') scope.set('', value);
        else if (name.startsWith('xmlns:')) scope.set(name.slice(6), value);
        pairs.push([name, value]);
      }
    }
    this.scopes.push(scope);
    return pairs;
  }

  /** Closes the innermost element's scope. */
  close(): void {
    this.scopes.pop();
  }
}

/** Parses XML into a read-only tree; malformed XML throws. */
export function parseXmlTree(xml: string): TreeElement {
  const scopes = new NamespaceScopes();
  const document = new TreeElement('#document', '#document', null, []);
  const open: TreeElement[] = [document];
  const token = new RegExp(XML_TOKEN.source, 'y');
  while (token.lastIndex < xml.length) {
    const at = token.lastIndex;
    const match = token.exec(xml);
    if (!match) throw new Error(`Malformed XML at ${at}`);
    const parent = open[open.length - 1] as TreeElement;
    const text = match[8];
    if (text !== undefined) {
      if (open.length > 1) parent.append(new TreeText(decodeXml(text)));
      else if (text.trim()) throw new Error('Malformed XML: text outside the root');
      continue;
    }
    if (match[3] !== undefined) {
      if (open.length > 1) parent.append(new TreeText(match[3]));
      continue;
    }
    const endName = match[4];
    if (endName !== undefined) {
      const top = open.pop();
      scopes.close();
      if (!top || top.nodeName !== endName || open.length === 0)
        throw new Error(`Malformed XML: unexpected </${endName}>`);
      top.end = token.lastIndex;
      continue;
    }
    const name = match[5];
    if (name === undefined) continue;
    const raw = scopes.open(match[6] ?? '');
    const attributes: Attribute[] = raw.map(([attributeName, value]) => {
      const colon = attributeName.indexOf(':');
      const prefix = colon < 0 ? '' : attributeName.slice(0, colon);
      return {
        name: attributeName,
        localName: colon < 0 ? attributeName : attributeName.slice(colon + 1),
        namespace: prefix && prefix !== 'xmlns' ? scopes.lookup(prefix) : null,
        value,
      };
    });
    const colon = name.indexOf(':');
    const el = new TreeElement(
      name,
      colon < 0 ? name : name.slice(colon + 1),
      scopes.lookup(colon < 0 ? '' : name.slice(0, colon)),
      attributes,
    );
    el.start = at;
    parent.append(el);
    if (match[7]) {
      scopes.close();
      el.end = token.lastIndex;
    } else {
      open.push(el);
    }
  }
  const root = document.firstChild;
  if (open.length !== 1 || !(root instanceof TreeElement))
    throw new Error('Malformed XML: unclosed elements');
  root.parentNode = null;
  return root;
}
