import { client } from '../../request/api/client';
import { isFileBlob, saveBlob } from '../../request/utils/save-blob';

/**
 * A contract's Word file (`url`: `/pact/contracts/{id}/download-docx` or the vehicle
 * screen's twin) saved as `filename`. Resolves false (nothing saved) when the server
 * answered an error instead of a file or the call failed; the screen then says so.
 */
export async function downloadContractWord(url: string, filename: string): Promise<boolean> {
  try {
    const response = await client.request<Blob>({
      url,
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
