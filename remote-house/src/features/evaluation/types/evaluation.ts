/** A review of a house as `/system/houseEvaluation` sends it. */
export interface Evaluation {
  id: number;
  roomId: number;
  houseName: string | null;
  houseCode: string | null;
  /** 1 to 5 */
  score: number;
  content: string;
  author: string;
  /** staff | public (the public house page's form) */
  source: string;
  /** '1' hidden from the public page and the average. */
  hidden: string;
  createTime?: string | null;
}

export interface EvaluationInput {
  id?: number;
  roomId: number;
  score: number;
  content: string;
  author?: string | null;
  hidden?: string;
}

/** A house's average of shown reviews. */
export interface HouseRating {
  average: number | null;
  count: number;
}
