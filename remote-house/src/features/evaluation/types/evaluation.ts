import type { WireBody, WireRow } from '@agency/shared/api/wire';

/** A review of a house as `/system/houseEvaluation` sends it (`hidden` '1': not on the public page). */
export type Evaluation = WireRow<'/system/houseEvaluation/list', 'get'>;

export type EvaluationInput = WireBody<'/system/houseEvaluation', 'post'> & { id?: number };
