import { Upload, type UploadProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getNotifier } from '../../request/api/notifier';
import { uploadFailureMessage } from '../utils/upload-failure';
import type { UploadRules } from '../utils/upload-rules';
import { acceptOf, checkFile, exceedsCount, rejectionMessage } from '../utils/upload-rules';
import { type UploadItem, type UploadResponse, useUploadList } from './use-upload-list';

/** What antd hands an upload's `customRequest`: the file, and its progress, success and error calls. */
export type UploadRequestOptions = Parameters<NonNullable<UploadProps<UploadResponse>['customRequest']>>[0];

/**
 * What the image, video and file uploads do alike: their rules, the file list bound to the
 * value, the check of each picked file (format, size, count) with its message, and the
 * report of a failed upload. Each component adds how it sends the files and what it shows.
 */
export function useUploadCore(
  value: string | undefined,
  { extensions, maxSizeMb, maxCount }: UploadRules,
  disabled: boolean,
  onChange?: (value: string, items: UploadItem[]) => void,
) {
  const { t } = useTranslation('common');
  const rules = useMemo<UploadRules>(
    () => ({ extensions, maxSizeMb, maxCount }),
    [extensions, maxSizeMb, maxCount],
  );
  const { fileList, handleChange } = useUploadList(value, onChange);

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

  /** A failed upload: says why (the server's reason, else `fallback`) and fails each file sent. */
  const fail = (error: unknown, fallback: string, requests: readonly UploadRequestOptions[]) => {
    getNotifier().error(uploadFailureMessage(error, fallback));
    for (const request of requests)
      request.onError?.(error instanceof Error ? error : new Error(String(error)));
  };

  /** The props of antd's Upload that every upload sets the same way. */
  const uploadProps = {
    accept: acceptOf(rules),
    fileList,
    disabled,
    beforeUpload,
    onChange: handleChange,
    showUploadList: { showRemoveIcon: !disabled },
  } satisfies UploadProps<UploadResponse>;

  return { t, rules, fileList, uploadProps, fail };
}
