import { client } from '@agency/shared/features/request/api/client';
import { isFileBlob, saveBlob } from '@agency/shared/features/request/utils/save-blob';

/**
 * `GET /pact/contracts/{id}/download-docx` saved as `filename`. Resolves false
 * (nothing saved) when the server answered an error instead of a file or the
 * call failed; the screen then shows 'downloadFailed'.
 */
export async function downloadContractWord(id: number, filename: string): Promise<boolean> {
  try {
    const response = await client.request<Blob>({
      url: `/pact/contracts/${id}/download-docx`,
      method: 'get',
      responseType: 'blob',
      silent: true,
    });
    if (!isFileBlob(response.data)) return false;
    saveBlob(response.data, filename);
    return true;
  } catch {
    return false;
  }
}
