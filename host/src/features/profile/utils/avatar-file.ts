/** Avatar uploads: images only, at most 5 MB (the server checks the bytes too). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export type AvatarFileProblem = 'type' | 'size' | null;

export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): AvatarFileProblem {
  if (!AVATAR_TYPES.includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}
