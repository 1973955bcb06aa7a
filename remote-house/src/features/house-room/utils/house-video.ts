import type { VideoValue } from '@agency/shared/features/upload/types/upload';

/**
 * The one video of a house from `videos` (a JSON array of
 * `{videoPath, videoUrl, videoSize}`); a plain path from older rows is read as one.
 */
export function videoOf(value: string | null | undefined): VideoValue | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    const first = Array.isArray(parsed) ? parsed[0] : parsed;
    if (first && typeof first === 'object') {
      const video = first as Partial<VideoValue>;
      const path = video.videoPath || video.videoUrl;
      return path
        ? { videoPath: path, videoUrl: video.videoUrl || path, videoSize: Number(video.videoSize) || 0 }
        : null;
    }
    if (typeof first === 'string' && first) return { videoPath: first, videoUrl: first, videoSize: 0 };
    return null;
  } catch {
    return { videoPath: value, videoUrl: value, videoSize: 0 };
  }
}

/** `videos` as the server takes it: a JSON array of at most one video, or null for none. */
export function videosValue(video: VideoValue | null): string | null {
  return video ? JSON.stringify([video]) : null;
}
