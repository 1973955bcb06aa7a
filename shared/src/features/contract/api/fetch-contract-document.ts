import { client } from '../../request/api/client';
import { isFileBlob } from '../../request/utils/save-blob';

/**
 * A contract's or template's Word document (`/pact/contracts/{id}/document`,
 * `/pact/templates/{id}/document`, `/vehicle/contracts/{id}/document`, or a share
 * link's `/public/contract/{token}/document` with `noAuth`). Rejects when the server
 * answered an error instead of a file; the view then offers a retry.
 */
export async function fetchContractDocument(url: string, options: { noAuth?: boolean } = {}): Promise<Blob> {
  const response = await client.request<Blob>({
    url,
    method: 'get',
    responseType: 'blob',
    silent: true,
    noAuth: options.noAuth,
  });
  if (!isFileBlob(response.data)) throw new Error('not a document');
  return response.data;
}
