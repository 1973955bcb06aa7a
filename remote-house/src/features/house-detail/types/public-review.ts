/** One shown review of a listed house (`GET /public/house/{id}/evaluations`). */
export interface PublicReview {
  score: number;
  content: string;
  author: string;
  createTime: string | null;
}

/** The shown reviews (newest 20), their average score and how many there are. */
export interface PublicReviews {
  average: number | null;
  count: number;
  rows: PublicReview[];
}

/** What a visitor sends (`POST /public/house/{id}/evaluations`). */
export interface ReviewInput {
  author: string;
  score: number;
  content: string;
}
