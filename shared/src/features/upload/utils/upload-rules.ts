import type { TFunction } from 'i18next';

/** What a kind of upload accepts (spec section 5). */
export interface UploadRules {
  /** Allowed extensions, lower case, without the dot. */
  extensions: readonly string[];
  /** Largest file in megabytes. */
  maxSizeMb: number;
  /** Most files in the value. */
  maxCount: number;
}

export type UploadRejection = 'format' | 'size' | 'count';

/** Images: png/jpg/jpeg, 5 MB, 20 files. */
export const IMAGE_RULES: UploadRules = { extensions: ['png', 'jpg', 'jpeg'], maxSizeMb: 5, maxCount: 20 };
/** Videos: mp4/avi/mov, 50 MB, 1 file. */
export const VIDEO_RULES: UploadRules = { extensions: ['mp4', 'avi', 'mov'], maxSizeMb: 50, maxCount: 1 };
/** Documents: doc/docx/xls/xlsx/ppt/pptx/txt/pdf, 5 MB, 5 files. */
export const FILE_RULES: UploadRules = {
  extensions: ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'pdf'],
  maxSizeMb: 5,
  maxCount: 5,
};
/** Images are sent this long after the last selection, together (spec section 5). */
export const IMAGE_UPLOAD_DELAY_MS = 500;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The `accept` attribute for the rules: `.png,.jpg,.jpeg`. */
export function acceptOf(rules: UploadRules): string {
  return rules.extensions.map((extension) => `.${extension}`).join(',');
}

/** Why a file is refused (format or size), or null when it is fine. */
export function checkFile(file: { name: string; size: number }, rules: UploadRules): UploadRejection | null {
  if (!rules.extensions.includes(extensionOf(file.name))) return 'format';
  if (file.size > rules.maxSizeMb * 1024 * 1024) return 'size';
  return null;
}

/** Whether adding `adding` files to `existing` ones goes over the limit. */
export function exceedsCount(existing: number, adding: number, rules: UploadRules): boolean {
  return existing + adding > rules.maxCount;
}

/** The message for a refusal (namespace `common`). */
export function rejectionMessage(t: TFunction, reason: UploadRejection, rules: UploadRules): string {
  switch (reason) {
    case 'format':
      return t('upload.formatError', { ns: 'common', types: rules.extensions.join('/') });
    case 'size':
      return t('upload.sizeError', { ns: 'common', size: rules.maxSizeMb });
    case 'count':
      return t('upload.countError', { ns: 'common', limit: rules.maxCount });
  }
}
