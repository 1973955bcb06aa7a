import type { FormControlProps } from '@agency/shared/features/resource/types/resource-field';
import { VideoUpload } from '@agency/shared/features/upload/components/video-upload';
import { videoOf, videosValue } from '../utils/house-video';

/**
 * The house's one video (mp4/avi/mov, 50 MB, with progress: the shared
 * upload); the form keeps it as the `videos` JSON the server takes.
 */
export function HouseVideoInput({ value, onChange, disabled }: FormControlProps) {
  const current = videoOf(value as string | null | undefined);
  return (
    <VideoUpload
      value={current?.videoPath ?? ''}
      disabled={disabled}
      onChange={(path, video) =>
        onChange?.(path ? videosValue(video ?? { videoPath: path, videoUrl: path, videoSize: 0 }) : null)
      }
    />
  );
}
