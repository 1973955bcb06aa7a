import type { UploadChangeParam, UploadFile } from 'antd/es/upload/interface';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fileNameOf, joinPaths, resolveFileUrl, splitPaths } from '../utils/file-paths';

/** What an upload component keeps for each uploaded file. */
export interface UploadResponse {
  /** The path stored in the value. */
  path: string;
  /** Where to show or download it. */
  url?: string;
  size?: number;
  /** The name to show. */
  name?: string;
}

export type UploadItem = UploadFile<UploadResponse>;

function itemsOf(value: string | undefined): UploadItem[] {
  return splitPaths(value).map((path, index) => ({
    uid: `value-${index}-${path}`,
    name: fileNameOf(path),
    status: 'done',
    url: resolveFileUrl(path),
    response: { path },
  }));
}

/**
 * The file list of an antd Upload bound to a comma-separated value: follows
 * value changes from outside, drops failed files, and reports the new value
 * once every file has finished uploading.
 */
export function useUploadList(
  value: string | undefined,
  onChange?: (value: string, items: UploadItem[]) => void,
) {
  const [fileList, setFileList] = useState<UploadItem[]>(() => itemsOf(value));
  const emitted = useRef(value ?? '');
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;

  useEffect(() => {
    const next = value ?? '';
    if (next !== emitted.current) {
      emitted.current = next;
      setFileList(itemsOf(next));
    }
  }, [value]);

  const handleChange = useCallback((info: UploadChangeParam<UploadItem>) => {
    const list = info.fileList
      .filter((file) => file.status !== 'error')
      .map((file) =>
        file.status === 'done' && file.response
          ? {
              ...file,
              url: file.url ?? resolveFileUrl(file.response.url ?? file.response.path),
              name: file.response.name ?? file.name,
            }
          : file,
      );
    setFileList(list);
    if (list.every((file) => file.status === 'done')) {
      const next = joinPaths(list.map((file) => file.response?.path ?? ''));
      if (next !== emitted.current) {
        emitted.current = next;
        latestOnChange.current?.(next, list);
      }
    }
  }, []);

  return { fileList, handleChange };
}
