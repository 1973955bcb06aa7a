import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload, type UploadProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getNotifier } from '../../request/api/notifier';
import { uploadVideo } from '../api/upload-api';
import { type UploadResponse, useUploadList } from '../hooks/use-upload-list';
import type { UploadRules, VideoValue } from '../types/upload';
import { resolveFileUrl } from '../utils/file-paths';
import { uploadFailureMessage } from '../utils/upload-failure';
import { acceptOf, checkFile, exceedsCount, rejectionMessage, VIDEO_RULES } from '../utils/upload-rules';

type RequestOptions = Parameters<NonNullable<UploadProps<UploadResponse>['customRequest']>>[0];

export interface VideoUploadProps {
  /** The video's path ('' when none). */
  value?: string;
  /** The new path, and the video as `{videoPath, videoUrl, videoSize}` (null when removed). */
  onChange?: (value: string, video: VideoValue | null) => void;
  /** Largest video in MB (default 50). */
  fileSize?: number;
  /** Allowed extensions (default mp4, avi, mov). */
  fileTypes?: readonly string[];
  /** Sent as `fileType` with the upload. */
  fileType?: string;
  disabled?: boolean;
  showTip?: boolean;
}

/**
 * Video upload (spec sections 5 and 8): one mp4/avi/mov of at most 50 MB,
 * `POST /uploadVideo` (multipart `file` + `fileType`, answer `{code, url, msg}`),
 * with a progress bar and a player once uploaded.
 */
export function VideoUpload({
  value,
  onChange,
  fileSize = VIDEO_RULES.maxSizeMb,
  fileTypes = VIDEO_RULES.extensions,
  fileType,
  disabled = false,
  showTip = true,
}: VideoUploadProps) {
  const { t } = useTranslation('common');
  const rules = useMemo<UploadRules>(
    () => ({ extensions: fileTypes, maxSizeMb: fileSize, maxCount: VIDEO_RULES.maxCount }),
    [fileTypes, fileSize],
  );
  const { fileList, handleChange } = useUploadList(value, (next, items) => {
    const item = items[0];
    onChange?.(
      next,
      item?.response
        ? {
            videoPath: item.response.path,
            videoUrl: item.response.url ?? item.response.path,
            videoSize: item.response.size ?? item.size ?? 0,
          }
        : null,
    );
  });

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
      const { url } = await uploadVideo(file, {
        fileType,
        onProgress: (percent) => options.onProgress?.({ percent }),
      });
      if (!url) throw new Error('no url');
      options.onSuccess?.({ path: url, url, size: file.size, name: file.name });
    } catch (error) {
      getNotifier().error(uploadFailureMessage(error, t('upload.videoFailed')));
      options.onError?.(error instanceof Error ? error : new Error(String(error)));
    }
  };

  const done = fileList.find((file) => file.status === 'done');
  const src = done?.response ? resolveFileUrl(done.response.url ?? done.response.path) : null;

  return (
    <Flex vertical gap={8} className="video-upload">
      <Upload<UploadResponse>
        accept={acceptOf(rules)}
        fileList={fileList}
        disabled={disabled}
        beforeUpload={beforeUpload}
        customRequest={(options) => void customRequest(options)}
        onChange={handleChange}
        showUploadList={{ showRemoveIcon: !disabled }}
      >
        {!disabled && fileList.length < rules.maxCount && (
          <Button icon={<UploadOutlined />}>{t('upload.selectVideo')}</Button>
        )}
      </Upload>
      {showTip && !disabled && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('upload.tip', { types: rules.extensions.join('/'), size: rules.maxSizeMb })}
        </Typography.Text>
      )}
      {src && (
        // biome-ignore lint/a11y/useMediaCaption: user-uploaded property videos have no captions
        <video src={src} controls preload="metadata" style={{ maxWidth: 360, width: '100%' }} />
      )}
    </Flex>
  );
}
