import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Upload } from 'antd';
import { uploadFile } from '../api/upload-api';
import { type UploadRequestOptions, useUploadCore } from '../hooks/use-upload-core';
import type { UploadResponse } from '../hooks/use-upload-list';
import { FILE_RULES } from '../utils/upload-rules';
import { UploadTip } from './upload-tip';

export interface FileUploadProps {
  /** Comma-separated file names as `POST /common/upload` returns them. */
  value?: string;
  onChange?: (value: string) => void;
  /** Most files (default 5). */
  limit?: number;
  /** Largest file in MB (default 5). */
  fileSize?: number;
  /** Allowed extensions (default doc, docx, xls, xlsx, ppt, pptx, txt, pdf). */
  fileTypes?: readonly string[];
  disabled?: boolean;
  showTip?: boolean;
}

/**
 * Document upload (spec sections 5 and 8): doc/xls/ppt/txt/pdf, 5 MB, 5 files,
 * each sent to `POST /common/upload` (multipart `file`) with a progress bar;
 * the value is the comma-separated list of the returned `fileName`s.
 */
export function FileUpload({
  value,
  onChange,
  limit = FILE_RULES.maxCount,
  fileSize = FILE_RULES.maxSizeMb,
  fileTypes = FILE_RULES.extensions,
  disabled = false,
  showTip = true,
}: FileUploadProps) {
  const { t, rules, fileList, uploadProps, fail } = useUploadCore(
    value,
    { extensions: fileTypes, maxSizeMb: fileSize, maxCount: limit },
    disabled,
    (next) => onChange?.(next),
  );

  const customRequest = async (options: UploadRequestOptions) => {
    const file = options.file as File;
    try {
      const uploaded = await uploadFile(file, { onProgress: (percent) => options.onProgress?.({ percent }) });
      if (!uploaded.fileName) throw new Error('no fileName');
      options.onSuccess?.({
        path: uploaded.fileName,
        url: uploaded.url ?? uploaded.fileName,
        name: uploaded.originalFilename ?? file.name,
      });
    } catch (error) {
      fail(error, t('upload.fileFailed'), [options]);
    }
  };

  return (
    <Flex vertical gap={8} className="file-upload">
      <Upload<UploadResponse>
        multiple
        {...uploadProps}
        customRequest={(options) => void customRequest(options)}
      >
        {!disabled && fileList.length < limit && (
          <Button icon={<UploadOutlined />}>{t('upload.selectFile')}</Button>
        )}
      </Upload>
      {showTip && !disabled && <UploadTip rules={rules} />}
    </Flex>
  );
}
