/** What a kind of upload accepts (spec section 5). */
export interface UploadRules {
  /** Allowed extensions, lower case, without the dot. */
  extensions: readonly string[];
  /** Largest file in megabytes. */
  maxSizeMb: number;
  /** Most files in the value. */
  maxCount: number;
}

/** A video as the house and vehicle forms keep it (spec section 3). */
export interface VideoValue {
  videoPath: string;
  videoUrl: string;
  videoSize: number;
}
