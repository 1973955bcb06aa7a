import type { WireBody, WireData } from '@agency/shared/api/wire';

/** The shown reviews (newest 20), their average score and how many there are. */
export type PublicReviews = WireData<'/public/house/{id}/evaluations', 'get'>;

/** What a visitor sends (`POST /public/house/{id}/evaluations`). */
export type ReviewInput = WireBody<'/public/house/{id}/evaluations', 'post'>;
