import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../plugins/api-error';
import { fillDocx } from './docx/docx-fill';
import { docxToEditorHtml } from './docx/docx-html';
import { applyEditedHtml } from './docx/docx-patch';
import { setDocxTitle } from './docx/docx-properties';

/**
 * A contract's Word document is its master: every write goes into the .docx and the
 * editor HTML is made again from it, so the two never disagree.
 */
export interface ContractDocument {
  docx: Buffer;
  /** The editor HTML of `docx` (what `instance_content` stores). */
  html: string;
}

/**
 * Runs a step on a document; a failure that is not ours is logged and becomes the
 * translated `pact.documentFailed` (a strange document is bad input, not a crash).
 */
async function documentStep<T>(log: FastifyBaseLogger, step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    log.warn({ err: error }, 'contract document step failed');
    throw new ApiError('pact.documentFailed');
  }
}

/**
 * A new contract from a template's .docx: placeholders filled inside the Word
 * document, then what the user changed in the editor applied on top, then the title.
 */
export function generateContractDocument(
  log: FastifyBaseLogger,
  templateDocx: Buffer,
  values: Record<string, string>,
  editedHtml: string,
  title: string,
): Promise<ContractDocument> {
  return documentStep(log, async () => {
    const filled = fillDocx(templateDocx, values).docx;
    const edited = applyEditedHtml(filled, editedHtml).docx;
    const docx = setDocxTitle(edited, title);
    return { docx, html: await docxToEditorHtml(docx) };
  });
}

/** A contract's .docx with the editor's HTML applied; null when the HTML changes nothing. */
export function editContractDocument(
  log: FastifyBaseLogger,
  docx: Buffer,
  editedHtml: string,
): Promise<ContractDocument | null> {
  return documentStep(log, async () => {
    const edited = applyEditedHtml(docx, editedHtml);
    if (!edited.changed) return null;
    return { docx: edited.docx, html: await docxToEditorHtml(edited.docx) };
  });
}

/** The .docx handed out: the stored one with the current title in its properties. */
export function titledDocx(log: FastifyBaseLogger, docx: Buffer, title: string): Promise<Buffer> {
  return documentStep(log, () => setDocxTitle(docx, title));
}
