/** Largest template file accepted (spec section 5: documents up to 5 MB). */
export const MAX_TEMPLATE_BYTES = 5 * 1024 * 1024;

/** Only Word 2007+ documents: mammoth converts .docx, not the old binary .doc. */
export const TEMPLATE_ACCEPT = '.docx';

export type TemplateFileProblem = 'uploadLimit' | 'onlyDocx' | 'tooLarge';

/**
 * Why a file chosen for the template upload is refused, or null when it may go.
 * `batchSize` is how many files were chosen or dropped together; `busy` is true
 * while an earlier upload is still running (one file at a time).
 */
export function templateFileProblem(
  file: { name: string; size: number },
  batchSize: number,
  busy: boolean,
): TemplateFileProblem | null {
  if (batchSize > 1 || busy) return 'uploadLimit';
  if (!file.name.toLowerCase().endsWith(TEMPLATE_ACCEPT)) return 'onlyDocx';
  if (file.size > MAX_TEMPLATE_BYTES) return 'tooLarge';
  return null;
}
