import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { resourceNames } from '@agency/shared/features/resource/utils/resource-names';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { noticeApi } from '../api/notice-api';
import { NOTICE_STATUS_DICT, NOTICE_TYPE_DICT } from '../config/notice-dicts';
import type { Notice, NoticeInput } from '../types/notice';

const { field, input } = fieldMaker<Notice>('notice', 'notice.placeholder');

/** The notice screen as a declaration: fields, columns, filters and actions. */
export const noticeResource: ResourceDefinition<Notice, NoticeInput> = {
  ...resourceNames('system', 'notice'),
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/system/notice'].post.body,
  api: noticeApi,
  titleKey: 'noticeTitle',
  actions: { export: false },
  form: { width: 880 },
  texts: resourceTexts('notice', ['add', 'edit', 'delete', 'deleteMany', 'deleteTitle']),
  fields: [
    field('noticeId', {
      column: { width: 90, sortable: true },
      form: false,
    }),
    input('noticeTitle', {
      card: 'title',
      column: { ellipsis: true, sortable: true },
      search: true,
      form: {
        requiredMessage: 'notice.rules.titleRequired',
        messages: { length: 'notice.rules.titleMax' },
        span: 24,
        props: { showCount: true },
      },
    }),
    field('noticeType', {
      type: 'dict',
      dict: NOTICE_TYPE_DICT,
      card: true,
      column: { width: 130, sortable: true },
      search: { placeholder: 'notice.placeholder.noticeType' },
      form: {
        requiredMessage: 'notice.rules.typeRequired',
        initialValue: '1',
        // Two choices read better as radio buttons than as a select.
        radio: true,
      },
    }),
    field('status', {
      type: 'dict',
      dict: NOTICE_STATUS_DICT,
      card: true,
      column: { width: 110, sortable: true },
      form: {
        initialValue: '0',
        radio: true,
      },
    }),
    field('noticeContent', {
      type: 'richText',
      column: false,
    }),
    input('createBy', {
      card: true,
      column: { width: 130 },
      search: true,
      form: false,
    }),
    createdTimeField('notice.fields.createTime', { card: true, column: { width: 180, sortable: true } }),
  ],
};
