import type { AxiosProgressEvent } from 'axios';
import type { WireAnswer } from '../../../api/wire';
import { request } from '../../request/api/client';
import type { UploadedFile, UploadedImage, UploadedVideo } from '../types/upload';

export interface UploadCallOptions {
  /** Sent as the `fileType` form field. */
  fileType?: string;
  /** Progress from 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function progressHandler(onProgress?: (percent: number) => void) {
  if (!onProgress) return undefined;
  return (event: AxiosProgressEvent) => {
    if (event.total) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
  };
}

/**
 * `POST /upload`, multipart `files` (each file) and `fileType`; resolves with
 * `data`, one `{fileName, url}` a file. Failures reject with a RequestError
 * (no message shown: the caller shows it).
 */
export async function uploadImages(
  files: readonly File[],
  options: UploadCallOptions = {},
): Promise<UploadedImage[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  form.append('fileType', options.fileType ?? 'image');
  const result = await request<WireAnswer<'/upload', 'post'>>({
    url: '/upload',
    method: 'post',
    data: form,
    silent: true,
    signal: options.signal,
    onUploadProgress: progressHandler(options.onProgress),
  });
  return Array.isArray(result.data) ? result.data : [];
}

/** `POST /uploadVideo`, multipart `file` and `fileType`; resolves with `{url}` of the `{code, url, msg}` answer. */
export async function uploadVideo(file: File, options: UploadCallOptions = {}): Promise<UploadedVideo> {
  const form = new FormData();
  form.append('file', file);
  form.append('fileType', options.fileType ?? 'video');
  const result = await request<WireAnswer<'/uploadVideo', 'post'>>({
    url: '/uploadVideo',
    method: 'post',
    data: form,
    silent: true,
    signal: options.signal,
    onUploadProgress: progressHandler(options.onProgress),
  });
  return {
    url: String(result.url ?? ''),
    fileName: typeof result.fileName === 'string' ? result.fileName : undefined,
  };
}

/** `POST /common/upload`, multipart `file`; resolves with `{fileName, url, ...}`. */
export async function uploadFile(file: File, options: UploadCallOptions = {}): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  if (options.fileType) form.append('fileType', options.fileType);
  const result = await request<WireAnswer<'/common/upload', 'post'>>({
    url: '/common/upload',
    method: 'post',
    data: form,
    silent: true,
    signal: options.signal,
    onUploadProgress: progressHandler(options.onProgress),
  });
  return {
    fileName: String(result.fileName ?? ''),
    url: typeof result.url === 'string' ? result.url : undefined,
    newFileName: typeof result.newFileName === 'string' ? result.newFileName : undefined,
    originalFilename: typeof result.originalFilename === 'string' ? result.originalFilename : undefined,
  };
}
