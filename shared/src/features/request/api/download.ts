import type { AxiosRequestConfig } from 'axios';
import { i18n } from '../../i18n/i18n';
import { messageForCode } from '../utils/error-message';
import { serializeParams } from '../utils/query-params';
import { isDuplicateSubmitError } from '../utils/request-error';
import { isFileBlob, saveBlob } from '../utils/save-blob';
import { client } from './client';
import { getNotifier } from './notifier';

async function readBlobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/**
 * Shows the message of a JSON error envelope that came back instead of a file
 * (its code's standard message, else its msg, else the default). Returns the message.
 */
export async function reportBlobError(blob: Blob): Promise<string> {
  let code = 500;
  let msg: unknown;
  try {
    const body = JSON.parse(await readBlobText(blob)) as { code?: unknown; msg?: unknown };
    code = Number(body.code ?? 500);
    msg = body.msg;
  } catch {
    // not JSON: the default message
  }
  const text = messageForCode(code, msg);
  getNotifier().error(text);
  return text;
}

/**
 * The download helper (spec section 7): POSTs `params` form-encoded to `url`,
 * receives a blob and saves it as `filename`. A JSON error blob shows its
 * code's message or its msg; a failed call shows 'error downloading file,
 * contact administrator'. A loading message shows meanwhile. Resolves true
 * when the file was saved.
 */
export async function download(
  url: string,
  params: Record<string, unknown> | undefined,
  filename: string,
  config: AxiosRequestConfig = {},
): Promise<boolean> {
  const notifier = getNotifier();
  const close = notifier.loading(i18n.t('request.downloading', { ns: 'common' }));
  try {
    const response = await client.request<Blob>({
      url,
      method: 'post',
      data: params ?? {},
      transformRequest: [(data: unknown) => serializeParams(data)],
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      responseType: 'blob',
      silent: true,
      ...config,
    });
    const blob = response.data;
    if (isFileBlob(blob)) {
      saveBlob(blob, filename);
      return true;
    }
    await reportBlobError(blob);
    return false;
  } catch (error) {
    if (isDuplicateSubmitError(error)) notifier.warning((error as Error).message);
    else notifier.error(i18n.t('request.downloadError', { ns: 'common' }));
    return false;
  } finally {
    close();
  }
}

/**
 * GETs a file (for example `/pact/contracts/{id}/download-docx`) and saves it
 * as `filename`, with the same messages as {@link download}.
 */
export function downloadGet(
  url: string,
  params: Record<string, unknown> | undefined,
  filename: string,
  config: AxiosRequestConfig = {},
): Promise<boolean> {
  return download(url, undefined, filename, {
    method: 'get',
    params,
    data: undefined,
    transformRequest: undefined,
    headers: {},
    ...config,
  });
}
