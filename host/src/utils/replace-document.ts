/**
 * Loads `url` as a new document in place of the current history entry: the server then
 * sends the page and start that path has. A module of its own so that tests can replace
 * it (jsdom does not load documents).
 */
export function replaceDocument(url: string): void {
  window.location.replace(url);
}
