import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';
import type { Feedback, FeedbackInput } from '../types/feedback';

/** Visitors' feedback (`/system/feedback`): the kit's list, get, edit (handle), delete and export. */
export const feedbackApi = createResourceApi<Feedback, FeedbackInput>({
  name: 'feedback',
  base: '/system/feedback',
  tag: 'Feedback',
  idKey: 'feedbackId',
});
