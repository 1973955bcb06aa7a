import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload, type UploadProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getNotifier } from '../../request/api/notifier';
import { uploadFile } from '../api/upload-api';
import { type UploadResponse, useUploadList } from '../hooks/use-upload-list';
import type { UploadRules } from '../types/upload';
import { uploadFailureMessage } from '../utils/upload-failure';
import { acceptOf, checkFile, exceedsCount, FILE_RULES, rejectionMessage } from '../utils/upload-rules';

type RequestOptions = Parameters<NonNullable<UploadProps<UploadResponse>['customRequest']>>[0];

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
  const { t } = useTranslation('common');
  const rules = useMemo<UploadRules>(
    () => ({ extensions: fileTypes, maxSizeMb: fileSize, maxCount: limit }),
    [fileTypes, fileSize, limit],
  );
  const { fileList, handleChange } = useUploadList(value, (next) => onChange?.(next));

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const reason = checkFile(file, rules);
    if (reason) {
      getNotifier().error(rejectionMessage(t, reason, rules));
      return Upload.LIST_IGNORE;
    }
    if (exceedsCount(fileList.length, batch.length, rules)) {
      if (file === batch[0]) getNotifier().error(rejectionMessage(t, 'count', rules));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest = async (options: RequestOptions) => {
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
      getNotifier().error(uploadFailureMessage(error, t('upload.fileFailed')));
      options.onError?.(error instanceof Error ? error : new Error(String(error)));
    }
  };

  return (
    <Flex vertical gap={8} className="file-upload">
      <Upload<UploadResponse>
        multiple
        accept={acceptOf(rules)}
        fileList={fileList}
        disabled={disabled}
        beforeUpload={beforeUpload}
        customRequest={(options) => void customRequest(options)}
        onChange={handleChange}
        showUploadList={{ showRemoveIcon: !disabled }}
      >
        {!disabled && fileList.length < limit && (
          <Button icon={<UploadOutlined />}>{t('upload.selectFile')}</Button>
        )}
      </Upload>
      {showTip && !disabled && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('upload.tip', { types: rules.extensions.join('/'), size: rules.maxSizeMb })}
        </Typography.Text>
      )}
    </Flex>
  );
}
