import type { AxiosProgressEvent } from 'axios';
import { request } from '../../request/api/client';
import type { AjaxResult } from '../../request/types/envelope';
import type { ImportReport } from '../types/import-report';

/**
 * `POST <importUrl>`, multipart `file` and `updateSupport`; resolves with the
 * per-row report. Transport and envelope failures are shown by the request client.
 */
export async function importRows(
  url: string,
  file: File,
  updateSupport: boolean,
  onProgress: (percent: number) => void,
): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', file);
  form.append('updateSupport', String(updateSupport));
  const result = await request<AjaxResult<ImportReport>>({
    url,
    method: 'post',
    data: form,
    params: { updateSupport },
    repeatSubmit: false,
    timeout: 120_000,
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (event.total) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    },
  });
  if (!result.data) throw new Error(result.msg);
  return result.data;
}
