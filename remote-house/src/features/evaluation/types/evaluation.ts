import type { WireBody, WireData, WireRow } from '@agency/shared/api/wire';

/** A review of a house as `/system/houseEvaluation` sends it (`hidden` '1': not on the public page). */
export type Evaluation = WireRow<'/system/houseEvaluation/list', 'get'>;

export type EvaluationInput = WireBody<'/system/houseEvaluation', 'post'> & { id?: number };

/** A house's average of shown reviews. */
export type HouseRating = WireData<'/system/houseEvaluation/rating/{id}', 'get'>;

/** A house of the review form's house picker. */
export type EvaluationHouseOption = WireData<'/system/houseEvaluation/houseOptions', 'get'>[number];
