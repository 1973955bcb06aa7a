import type { WireAnswer, WireData } from '../../../api/wire';

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
export type UploadedImage = WireData<'/upload', 'post'>[number];

/** The answer of `POST /uploadVideo`, without its envelope; `url` is always there. */
export type UploadedVideo = Pick<WireAnswer<'/uploadVideo', 'post'>, 'fileName'> & { url: string };

/** The answer of `POST /common/upload`, without its envelope; `fileName` is always there. */
export type UploadedFile = Omit<WireAnswer<'/common/upload', 'post'>, 'code' | 'msg' | 'fileName'> & {
  fileName: string;
};

/** A video as the house and vehicle forms keep it (spec section 3). */
export interface VideoValue {
  videoPath: string;
  videoUrl: string;
  videoSize: number;
}

export type UploadRejection = 'format' | 'size' | 'count';
