/**
 * A piece of a document the editor cannot represent (a nested table, a list in a
 * table cell...): it enters wangEditor as one read-only element that carries the
 * original HTML and gives it back unchanged.
 */
export const LOCKED_HTML_TYPE = 'locked-html';

/** The attribute of the wrapper that holds the original HTML. */
export const LOCKED_HTML_ATTRIBUTE = 'data-locked-html';

/** The element wangEditor keeps for a locked piece. */
export interface LockedHtmlElement {
  type: typeof LOCKED_HTML_TYPE;
  html: string;
  children: [{ text: '' }];
}
