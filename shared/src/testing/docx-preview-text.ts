/**
 * A stand-in for docx-preview in jsdom tests (`jest.mock('docx-preview', () =>
 * jest.requireActual('@agency/shared/testing/docx-preview-text'))`): the document's
 * bytes are read as text and drawn as one page, so a test can look for its words.
 */
export async function renderAsync(data: Blob, body: HTMLElement): Promise<void> {
  const page = document.createElement('section');
  page.textContent = await new Promise<string>((done) => {
    const reader = new FileReader();
    reader.onload = () => done(String(reader.result));
    reader.readAsText(data);
  });
  body.append(page);
}
