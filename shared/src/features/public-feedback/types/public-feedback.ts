/** What the public pages' feedback form sends (`POST /public/feedback`). */
export interface PublicFeedbackInput {
  subjectType: 'house' | 'car';
  subjectId: number;
  visitorName: string;
  contact: string;
  content: string;
}
