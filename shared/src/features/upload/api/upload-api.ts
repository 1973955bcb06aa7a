import type { AxiosProgressEvent } from 'axios';
import type { WireAnswer, WireData } from '../../../api/wire';
import { request } from '../../request/api/client';

/** One item of `POST /upload`'s `data`. */
type UploadedImage = WireData<'/upload', 'post'>[number];

/** The answer of `POST /uploadVideo`, without its envelope; `url` is always there. */
type UploadedVideo = Pick<WireAnswer<'/uploadVideo', 'post'>, 'fileName'> & { url: string };

/** The answer of `POST /common/upload`, without its envelope; `fileName` is always there. */
type UploadedFile = Omit<WireAnswer<'/common/upload', 'post'>, 'code' | 'msg' | 'fileName'> & {
  fileName: string;
};

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
 * The multipart POST of every upload: `fields` as form fields (a list appended once per
 * file), no message of its own (the caller shows failures), with abort and progress.
 */
function postUpload<T>(
  url: string,
  fields: Record<string, string | Blob | readonly Blob[] | undefined>,
  options: UploadCallOptions,
): Promise<T> {
  const form = new FormData();
  for (const [name, field] of Object.entries(fields)) {
    if (field === undefined) continue;
    for (const part of Array.isArray(field) ? field : [field]) form.append(name, part);
  }
  return request<T>({
    url,
    method: 'post',
    data: form,
    silent: true,
    signal: options.signal,
    onUploadProgress: progressHandler(options.onProgress),
  });
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
  const result = await postUpload<WireAnswer<'/upload', 'post'>>(
    '/upload',
    { files, fileType: options.fileType ?? 'image' },
    options,
  );
  return Array.isArray(result.data) ? result.data : [];
}

/** `POST /uploadVideo`, multipart `file` and `fileType`; resolves with `{url}` of the `{code, url, msg}` answer. */
export async function uploadVideo(file: File, options: UploadCallOptions = {}): Promise<UploadedVideo> {
  const result = await postUpload<WireAnswer<'/uploadVideo', 'post'>>(
    '/uploadVideo',
    { file, fileType: options.fileType ?? 'video' },
    options,
  );
  return {
    url: String(result.url ?? ''),
    fileName: typeof result.fileName === 'string' ? result.fileName : undefined,
  };
}

/** `POST /common/upload`, multipart `file`; resolves with `{fileName, url, ...}`. */
export async function uploadFile(file: File, options: UploadCallOptions = {}): Promise<UploadedFile> {
  // No `fileType` unless asked for: the document upload has no default.
  const result = await postUpload<WireAnswer<'/common/upload', 'post'>>(
    '/common/upload',
    { file, fileType: options.fileType || undefined },
    options,
  );
  return {
    fileName: String(result.fileName ?? ''),
    url: typeof result.url === 'string' ? result.url : undefined,
    newFileName: typeof result.newFileName === 'string' ? result.newFileName : undefined,
    originalFilename: typeof result.originalFilename === 'string' ? result.originalFilename : undefined,
  };
}
