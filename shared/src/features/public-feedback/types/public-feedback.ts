import type { WireBody } from '../../../api/wire';

/** What the public pages' feedback form sends. */
export type PublicFeedbackInput = WireBody<'/public/feedback', 'post'>;
