/**
 * What the document view needs of a .docx renderer: docx-preview's `renderAsync`.
 * The app that shows documents hands it over as a lazy chunk (`() => import('docx-preview')`),
 * so shared code does not carry it and only the pages that show a document load it.
 */
export interface DocxRenderer {
  renderAsync(
    data: Blob,
    bodyContainer: HTMLElement,
    styleContainer?: HTMLElement,
    options?: Record<string, unknown>,
  ): Promise<unknown>;
}
