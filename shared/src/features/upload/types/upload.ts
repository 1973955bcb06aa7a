/** What a kind of upload accepts (spec section 5). */
export interface UploadRules {
  /** Allowed extensions, lower case, without the dot. */
  extensions: readonly string[];
  /** Largest file in megabytes. */
  maxSizeMb: number;
  /** Most files in the value. */
  maxCount: number;
}

/** One item of `POST /upload`'s `data`. */
export interface UploadedImage {
  fileName: string;
  url: string;
}

/** The answer of `POST /uploadVideo`. */
export interface UploadedVideo {
  url: string;
  fileName?: string;
}

/** The answer of `POST /common/upload`. */
export interface UploadedFile {
  fileName: string;
  url?: string;
  newFileName?: string;
  originalFilename?: string;
}

/** A video as the house and vehicle forms keep it (spec section 3). */
export interface VideoValue {
  videoPath: string;
  videoUrl: string;
  videoSize: number;
}

export type UploadRejection = 'format' | 'size' | 'count';
