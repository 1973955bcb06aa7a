import { PlusOutlined } from '@ant-design/icons';
import { Image, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { uploadImages } from '../api/upload-api';
import { type UploadRequestOptions, useUploadCore } from '../hooks/use-upload-core';
import type { UploadItem, UploadResponse } from '../hooks/use-upload-list';
import { IMAGE_RULES, IMAGE_UPLOAD_DELAY_MS } from '../utils/upload-rules';
import { UploadTip } from './upload-tip';

interface Pending {
  file: File;
  options: UploadRequestOptions;
}

export interface ImageUploadProps {
  /** Comma-separated image paths. */
  value?: string;
  onChange?: (value: string) => void;
  /** Most images (default 20). */
  limit?: number;
  /** Largest image in MB (default 5). */
  fileSize?: number;
  /** Allowed extensions (default png, jpg, jpeg). */
  fileTypes?: readonly string[];
  /** Sent as `fileType` with the upload. */
  fileType?: string;
  /** Which part of the answer goes into the value: `url` (default) or `fileName`. */
  valueField?: 'url' | 'fileName';
  disabled?: boolean;
  /** Show the format and size hint (default true). */
  showTip?: boolean;
}

/**
 * Image upload (spec sections 5 and 8): png/jpg/jpeg, 5 MB, 20 images; the
 * images picked are sent together 500 ms after the last pick, to `POST /upload`
 * (multipart `files` + `fileType`), with a progress bar; the value is the
 * comma-separated list of their paths.
 */
export function ImageUpload({
  value,
  onChange,
  limit = IMAGE_RULES.maxCount,
  fileSize = IMAGE_RULES.maxSizeMb,
  fileTypes = IMAGE_RULES.extensions,
  fileType,
  valueField = 'url',
  disabled = false,
  showTip = true,
}: ImageUploadProps) {
  const { t, rules, fileList, uploadProps, fail } = useUploadCore(
    value,
    { extensions: fileTypes, maxSizeMb: fileSize, maxCount: limit },
    disabled,
    (next) => onChange?.(next),
  );
  const [preview, setPreview] = useState<string | null>(null);
  const queue = useRef<Pending[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const send = async () => {
    const batch = queue.current;
    queue.current = [];
    if (batch.length === 0) return;
    try {
      const uploaded = await uploadImages(
        batch.map((pending) => pending.file),
        {
          fileType,
          onProgress: (percent) => {
            for (const pending of batch) pending.options.onProgress?.({ percent });
          },
        },
      );
      batch.forEach((pending, index) => {
        const item = uploaded[index];
        if (item) {
          const path = valueField === 'url' ? item.url : item.fileName;
          pending.options.onSuccess?.({ path, url: item.url || path, name: pending.file.name });
        } else {
          pending.options.onError?.(new Error('missing upload result'));
        }
      });
    } catch (error) {
      fail(
        error,
        t('upload.imageFailed'),
        batch.map((pending) => pending.options),
      );
    }
  };

  const customRequest = (options: UploadRequestOptions) => {
    queue.current.push({ file: options.file as File, options });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void send(), IMAGE_UPLOAD_DELAY_MS);
  };

  return (
    <div className="image-upload">
      <Upload<UploadResponse>
        listType="picture-card"
        multiple
        {...uploadProps}
        customRequest={customRequest}
        onPreview={(file: UploadItem) => setPreview(file.url ?? file.thumbUrl ?? null)}
      >
        {!disabled && fileList.length < limit && (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t('upload.selectImage')}</div>
          </button>
        )}
      </Upload>
      {showTip && !disabled && <UploadTip rules={rules} />}
      {preview && (
        <Image
          style={{ display: 'none' }}
          src={preview}
          preview={{ open: true, src: preview, onOpenChange: (open) => !open && setPreview(null) }}
        />
      )}
    </div>
  );
}
