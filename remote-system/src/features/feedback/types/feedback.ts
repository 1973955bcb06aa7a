import type { Narrowed, WireBody, WireRow } from '@agency/shared/api/wire';

/** A visitor's message from a public house or car page (`subjectName` kept when the record goes). */
export type Feedback = Narrowed<
  WireRow<'/system/feedback/list', 'get'>,
  { subjectType: 'house' | 'car'; status: '0' | '1' }
>;

/** What staff change: the visitor's words are theirs. */
export type FeedbackInput = WireBody<'/system/feedback', 'put'>;
