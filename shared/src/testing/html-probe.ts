/** Reading HTML in tests: its words in order, and the elements a selector finds. */
export function parseHtml(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<!DOCTYPE html><html><body>${html}</body></html>`, 'text/html')
    .body;
}

/** The words of the HTML in document order, each element boundary and `<br>` a separator. */
export function wordsOf(html: string): string[] {
  const body = parseHtml(html);
  for (const element of [...body.querySelectorAll('*')]) {
    element.before(' ');
    element.after(' ');
  }
  return (body.textContent ?? '').split(/\s+/).filter(Boolean);
}
