import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Upload } from 'antd';
import { uploadVideo } from '../api/upload-api';
import { type UploadRequestOptions, useUploadCore } from '../hooks/use-upload-core';
import type { UploadResponse } from '../hooks/use-upload-list';
import type { VideoValue } from '../types/upload';
import { resolveFileUrl } from '../utils/file-paths';
import { VIDEO_RULES } from '../utils/upload-rules';
import { UploadTip } from './upload-tip';

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
  const { t, rules, fileList, uploadProps, fail } = useUploadCore(
    value,
    { extensions: fileTypes, maxSizeMb: fileSize, maxCount: VIDEO_RULES.maxCount },
    disabled,
    (next, items) => {
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
    },
  );

  const customRequest = async (options: UploadRequestOptions) => {
    const file = options.file as File;
    try {
      const { url } = await uploadVideo(file, {
        fileType,
        onProgress: (percent) => options.onProgress?.({ percent }),
      });
      if (!url) throw new Error('no url');
      options.onSuccess?.({ path: url, url, size: file.size, name: file.name });
    } catch (error) {
      fail(error, t('upload.videoFailed'), [options]);
    }
  };

  const done = fileList.find((file) => file.status === 'done');
  const src = done?.response ? resolveFileUrl(done.response.url ?? done.response.path) : null;

  return (
    <Flex vertical gap={8} className="video-upload">
      <Upload<UploadResponse> {...uploadProps} customRequest={(options) => void customRequest(options)}>
        {!disabled && fileList.length < rules.maxCount && (
          <Button icon={<UploadOutlined />}>{t('upload.selectVideo')}</Button>
        )}
      </Upload>
      {showTip && !disabled && <UploadTip rules={rules} />}
      {src && (
        // biome-ignore lint/a11y/useMediaCaption: user-uploaded property videos have no captions
        <video src={src} controls preload="metadata" style={{ maxWidth: 360, width: '100%' }} />
      )}
    </Flex>
  );
}
