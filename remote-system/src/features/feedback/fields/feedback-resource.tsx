import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { remarkField } from '@agency/shared/features/resource/utils/remark-field';
import { resourceNames } from '@agency/shared/features/resource/utils/resource-names';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { Typography } from 'antd';
import { feedbackApi } from '../api/feedback-api';
import { FEEDBACK_STATUS_DICT, FEEDBACK_SUBJECT_DICT } from '../config/feedback-dicts';
import type { Feedback, FeedbackInput } from '../types/feedback';

/** The public page the visitor wrote on, while the house or car is still there. */
function publicPageOf(row: Feedback): string | null {
  if (row.subjectType === 'house' && row.roomId !== null) return `/house/detail/${row.roomId}`;
  if (row.subjectType === 'car' && row.carId !== null) return `/car/detail/${row.carId}`;
  return null;
}

const { field, input } = fieldMaker<Feedback>('feedback', 'feedback.placeholder');

/**
 * The feedback screen as a declaration (`system/feedback`): visitors' messages, new first.
 * Staff add none; "edit" handles one (status, reply, remark), the visitor's words read only.
 */
export const feedbackResource: ResourceDefinition<Feedback, FeedbackInput> = {
  ...resourceNames('system', 'feedback'),
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/system/feedback'].put.body,
  api: feedbackApi,
  titleKey: 'visitorName',
  actions: { add: false },
  form: {
    width: 720,
    // Only what staff decide goes back; the server keeps the visitor's words anyway.
    toInput: (values, row) => ({
      feedbackId: row?.feedbackId ?? 0,
      status: values.status as Feedback['status'],
      reply: (values.reply as string | undefined)?.trim() || null,
      remark: (values.remark as string | undefined)?.trim() || null,
    }),
  },
  texts: resourceTexts('feedback', ['edit', 'delete', 'deleteMany', 'deleteTitle', 'export', 'empty']),
  fields: [
    input('keyword', {
      column: false,
      form: false,
      search: true,
    }),
    field('status', {
      type: 'dict',
      dict: FEEDBACK_STATUS_DICT,
      card: true,
      column: { width: 100 },
      search: true,
      form: { radio: true, extra: 'feedback.hint.status' },
    }),
    field('subjectType', {
      type: 'dict',
      dict: FEEDBACK_SUBJECT_DICT,
      column: { width: 90 },
      search: true,
      form: false,
    }),
    field('subjectName', {
      card: true,
      column: {
        width: 220,
        ellipsis: true,
        render: (row) => {
          const href = publicPageOf(row);
          return href ? (
            <Typography.Link href={href} target="_blank" rel="noopener noreferrer">
              {row.subjectName}
            </Typography.Link>
          ) : (
            row.subjectName
          );
        },
      },
      form: { readOnlyOnEdit: true },
    }),
    field('visitorName', {
      card: 'title',
      column: { width: 130, ellipsis: true },
      form: { readOnlyOnEdit: true },
    }),
    field('contact', {
      card: true,
      column: { width: 160, ellipsis: true },
      form: { readOnlyOnEdit: true },
    }),
    field('content', {
      type: 'textarea',
      card: true,
      column: { ellipsis: true },
      form: { readOnlyOnEdit: true, props: { rows: 4 } },
    }),
    createdTimeField('feedback.fields.createTime', {
      column: { width: 170, sortable: true },
      search: { mode: 'dateRange' },
    }),
    input('reply', {
      type: 'textarea',
      column: { ellipsis: true, hidden: true },
      form: { props: { rows: 3 } },
    }),
    field('handledBy', {
      column: { width: 110 },
      form: false,
    }),
    field('handleTime', {
      type: 'datetime',
      column: { width: 170, hidden: true },
      form: false,
    }),
    remarkField('feedback.fields.remark'),
  ],
};
