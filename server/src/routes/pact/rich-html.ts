import sanitizeHtml from 'sanitize-html';

/**
 * The HTML kept for contract templates, contracts and notices: document markup
 * (what mammoth produces and what the rich-text editor writes), no scripts,
 * no event handlers, no frames, no external resources other than http(s) links
 * and images; images may also be embedded as data URIs (mammoth inlines them).
 */
/**
 * The classes stored rich text may carry. wangEditor's getHtml writes none of its
 * `w-e-*` classes (its markup is tags, inline styles and `data-w-e-*` attributes) and
 * only `language-<lang>` on code blocks (code-highlight module); `w-e-text` (older
 * editors' content wrapper, no rule in wangEditor 5's sheet) and the `align-*`
 * paragraph classes of pasted documents style nothing outside their own box.
 */
export const CONTENT_CLASSES: (string | RegExp)[] = [
  /^language-[a-z0-9+#-]{1,20}$/,
  'w-e-text',
  'align-left',
  'align-center',
  'align-right',
  'align-justify',
];

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'div',
    'span',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'sub',
    'sup',
    'mark',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'colgroup',
    'col',
    'caption',
    'a',
    'img',
    'font',
  ],
  allowedAttributes: {
    // No `id` (an id="root" would collide with the app); `class` only from allowedClasses.
    '*': ['style', 'class', 'data-w-e-type', 'data-w-e-is-void', 'data-w-e-is-inline'],
    a: ['href', 'name', 'target', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'data-href'],
    td: ['colspan', 'rowspan', 'width', 'align', 'valign'],
    th: ['colspan', 'rowspan', 'width', 'align', 'valign'],
    col: ['span', 'width'],
    ol: ['start', 'type'],
    font: ['color', 'size', 'face'],
  },
  // Content classes only, listed one by one: no class of the app, of antd or of the
  // editor's UI (w-e-full-screen-container, w-e-modal, w-e-bar... draw fixed overlays).
  allowedClasses: { '*': CONTENT_CLASSES },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // Inline styles only for layout and typography; no url(), no expression().
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'text-decoration': [/^[a-z\s-]+$/i],
      'text-indent': [/^[\d.]{1,6}(px|em|rem|pt|%)$/],
      'font-size': [/^\d{1,2}(\.\d+)?(px|pt)$/, /^\d(\.\d+)?(em|rem)$/, /^\d{1,3}%$/],
      'font-weight': [/^(normal|bold|bolder|lighter|\d{3})$/],
      'font-style': [/^(normal|italic|oblique)$/],
      'font-family': [/^[\w\s,"'-]+$/],
      'line-height': [/^\d{1,2}(\.\d+)?(px|em|rem|pt|%)?$/],
      'vertical-align': [/^[a-z-]+$/],
      // Sizes bounded (no viewport units, no full-page heights): content cannot become an overlay.
      width: [/^(100|[1-9]?\d)(\.\d+)?%$/, /^\d{1,4}(\.\d+)?(px|pt)$/, /^\d{1,2}(\.\d+)?(em|rem)$/],
      height: [/^\d{1,3}(\.\d+)?(px|pt)$/, /^\d(\.\d+)?(em|rem)$/],
      border: [/^[\w\s#.(),%-]+$/],
      'border-collapse': [/^(collapse|separate)$/],
      // No negative margins (they pull content over the page) and no huge spacing.
      padding: [/^(\d{1,3}(\.\d+)?(px|em|rem|pt|%)?\s*){1,4}$/],
      margin: [/^((\d{1,3}(\.\d+)?(px|em|rem|pt|%)?|auto)\s*){1,4}$/],
      'margin-left': [/^\d{1,3}(\.\d+)?(px|em|rem|pt|%)$/],
      'padding-left': [/^\d{1,3}(\.\d+)?(px|em|rem|pt|%)$/],
    },
  },
  disallowedTagsMode: 'discard',
};

/** Removes everything that could run or load code from user or document HTML. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, options);
}
