import type { VideoValue } from '@agency/shared/features/upload/types/upload';
import { splitPaths } from '@agency/shared/features/upload/utils/file-paths';

function pathOf(item: unknown): string {
  if (typeof item === 'string') return item;
  if (!item || typeof item !== 'object') return '';
  const video = item as Partial<VideoValue>;
  return video.videoUrl || video.videoPath || '';
}

/**
 * The video paths of a vehicle's `videos`: the server keeps a JSON array (of
 * paths or `{videoPath, videoUrl}`); older rows may hold comma-separated paths.
 */
export function videoPathsOf(value: string | null | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.map(pathOf).filter(Boolean);
  } catch {
    // Not JSON: a comma-separated list like the images.
  }
  return splitPaths(value);
}
