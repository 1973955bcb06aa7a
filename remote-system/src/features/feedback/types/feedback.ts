/** A visitor's message from a public house or car page, as `/system/feedback` sends it. */
export interface Feedback {
  feedbackId: number;
  /** `house` or `car` (`sys_feedback_subject`). */
  subjectType: 'house' | 'car';
  roomId: number | null;
  carId: number | null;
  /** The house or car as the visitor saw it (kept when the record goes). */
  subjectName: string;
  visitorName: string;
  contact: string;
  content: string;
  /** '0' new, '1' handled (`sys_feedback_status`). */
  status: '0' | '1';
  reply: string | null;
  handledBy: string | null;
  handleTime: string | null;
  createTime: string | null;
  remark: string | null;
}

/** What staff change: the visitor's words are theirs. */
export interface FeedbackInput {
  feedbackId: number;
  status: Feedback['status'];
  reply: string | null;
  remark: string | null;
}

export const FEEDBACK_STATUS_DICT = 'sys_feedback_status';
export const FEEDBACK_SUBJECT_DICT = 'sys_feedback_subject';
