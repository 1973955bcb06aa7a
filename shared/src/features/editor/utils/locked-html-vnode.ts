/**
 * The read-only view of a locked piece inside wangEditor, as snabbdom vnodes
 * (wangEditor's render format; snabbdom is bundled inside it, so the nodes are
 * written as the plain objects its `h()` makes). The HTML is parsed inert and
 * only document tags and attributes are kept: a piece pasted from elsewhere
 * cannot run anything in the editor. Saving gives back the HTML itself, which the
 * server sanitises.
 */

export interface PlainVNode {
  sel: string | undefined;
  data: Record<string, unknown> | undefined;
  children: PlainVNode[] | undefined;
  text: string | undefined;
  elm: undefined;
  key: undefined;
}

const KEPT_TAGS = new Set(
  'a b br blockquote caption code col colgroup del div em h1 h2 h3 h4 h5 h6 hr i img ins li ol p pre s span strike strong sub sup table tbody td tfoot th thead tr u ul'.split(
    ' ',
  ),
);
/** Dropped with their content; any other unknown tag is dropped and its content kept. */
const DROPPED_TAGS = new Set(
  'script style iframe object embed template noscript svg math form input button textarea select link meta'.split(
    ' ',
  ),
);
const KEPT_ATTRIBUTES = new Set([
  'colspan',
  'rowspan',
  'alt',
  'width',
  'height',
  'style',
  'start',
  'type',
  'align',
]);
const SAFE_HREF = /^(https?:|mailto:|#)/i;
const SAFE_SRC = /^(data:image\/(png|jpe?g|gif|webp|bmp);|https?:|\/(?!\/))/i;

function vnode(sel: string, data: Record<string, unknown>, children: PlainVNode[]): PlainVNode {
  return { sel, data, children, text: undefined, elm: undefined, key: undefined };
}

function textVnode(text: string): PlainVNode {
  return { sel: undefined, data: undefined, children: undefined, text, elm: undefined, key: undefined };
}

function attributesOf(element: Element): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const { name, value } of element.attributes) {
    const lower = name.toLowerCase();
    if (KEPT_ATTRIBUTES.has(lower)) attrs[lower] = value;
    else if (lower === 'href' && SAFE_HREF.test(value.trim())) attrs.href = value;
    else if (lower === 'src' && SAFE_SRC.test(value.trim())) attrs.src = value;
  }
  return attrs;
}

function convert(node: Node): PlainVNode[] {
  if (node.nodeType === Node.TEXT_NODE) return [textVnode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return [];
  const children = [...element.childNodes].flatMap(convert);
  if (!KEPT_TAGS.has(tag)) return children;
  const attrs = attributesOf(element);
  // Links stay readable but inert inside the editor.
  if (tag === 'a') delete attrs.href;
  return [vnode(tag, { attrs }, children)];
}

/** The vnodes of the locked HTML. */
export function lockedHtmlVnodes(html: string): PlainVNode[] {
  const doc = new DOMParser().parseFromString(
    `<!DOCTYPE html><html><body>${html}</body></html>`,
    'text/html',
  );
  return [...doc.body.childNodes].flatMap(convert);
}

/** The whole locked block: not editable, marked, with a hint. */
export function lockedBlockVnode(html: string, hint: string): PlainVNode {
  return vnode(
    'div',
    {
      attrs: {
        contenteditable: 'false',
        title: hint,
        'data-testid': 'editor-locked-html',
        style:
          'border:1px dashed #bfbfbf;border-radius:4px;padding:4px;margin:4px 0;background:#fafafa;cursor:not-allowed',
      },
    },
    lockedHtmlVnodes(html),
  );
}
