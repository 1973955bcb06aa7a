import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../plugins/api-error';
import { attachmentDisposition, encodedDownloadName } from '../../services/file-storage';
import { titledDocx } from '../../services/pact-contract-docx';
import { readStoredDocx } from '../../services/pact-files';
import { convertHtmlToDocx } from './html-to-docx';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** What answering a contract's Word document needs of its row. */
export interface ContractDocxRow {
  id: number;
  contractTitle: string;
  instanceContent: string;
  docxFile: string | null;
}

/**
 * The contract's Word document: its own .docx with the current title, or, for a
 * contract made before contracts kept one, a .docx made from its HTML.
 */
export async function contractDocx(request: FastifyRequest, row: ContractDocxRow): Promise<Buffer> {
  const uploadDir = request.server.config.uploadDir;
  if (row.docxFile) {
    const stored = await readStoredDocx(uploadDir, row.docxFile);
    if (!stored) {
      request.log.error({ contractId: row.id, file: row.docxFile }, 'contract document missing');
      throw new ApiError('pact.downloadFailed');
    }
    return titledDocx(request.log, stored, row.contractTitle);
  }
  try {
    return await convertHtmlToDocx(row.instanceContent, row.contractTitle, uploadDir);
  } catch (error) {
    request.log.error({ err: error, contractId: row.id }, 'html to docx failed');
    throw new ApiError('pact.downloadFailed');
  }
}

/** Answers a contract as a Word file named "contract word_{id}.docx" in the user's language. */
export async function sendContractDocx(request: FastifyRequest, reply: FastifyReply, row: ContractDocxRow) {
  const bytes = await contractDocx(request, row);
  const fileName = `${request.t('pact.wordFileName')}_${row.id}.docx`;
  return reply
    .header('Content-Type', DOCX_TYPE)
    .header('Content-Disposition', attachmentDisposition(fileName))
    .header('download-filename', encodedDownloadName(fileName))
    .header('Access-Control-Expose-Headers', 'Content-Disposition, download-filename')
    .send(bytes);
}

/** Answers .docx bytes for the in-page viewer: inline, never cached (a revoked or edited contract must not linger). */
export function sendDocumentInline(reply: FastifyReply, bytes: Buffer) {
  return reply
    .header('Content-Type', DOCX_TYPE)
    .header('Content-Disposition', 'inline')
    .header('Cache-Control', 'no-store')
    .send(bytes);
}
