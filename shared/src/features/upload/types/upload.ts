/** A video as the house and vehicle forms keep it (spec section 3). */
export interface VideoValue {
  videoPath: string;
  videoUrl: string;
  videoSize: number;
}
