import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { noticeApi } from '../api/notice-api';
import { NOTICE_STATUS_DICT, NOTICE_TYPE_DICT } from '../config/notice-dicts';
import type { Notice, NoticeInput } from '../types/notice';

/** The notice screen as a declaration: fields, columns, filters and actions. */
export const noticeResource: ResourceDefinition<Notice, NoticeInput> = {
  key: 'system.notice',
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/system/notice'].post.body,
  ns: 'system',
  api: noticeApi,
  permission: 'system:notice',
  titleKey: 'noticeTitle',
  actions: { export: false },
  form: { width: 880 },
  texts: {
    addTitle: 'notice.addTitle',
    editTitle: 'notice.editTitle',
    addSuccess: 'notice.addSuccess',
    editSuccess: 'notice.editSuccess',
    deleteTitle: 'notice.deleteTitle',
    deleteOne: 'notice.deleteOne',
    deleteMany: 'notice.deleteMany',
    deleteSuccess: 'notice.deleteSuccess',
    selectToDelete: 'notice.selectToDelete',
    loadFailed: 'notice.loadFailed',
  },
  fields: [
    {
      key: 'noticeId',
      label: 'notice.fields.noticeId',
      column: { width: 90, sortable: true },
      form: false,
    },
    {
      key: 'noticeTitle',
      label: 'notice.fields.noticeTitle',
      card: 'title',
      column: { ellipsis: true, sortable: true },
      search: { placeholder: 'notice.placeholder.noticeTitle' },
      form: {
        requiredMessage: 'notice.rules.titleRequired',
        messages: { length: 'notice.rules.titleMax' },
        placeholder: 'notice.placeholder.noticeTitle',
        span: 24,
        props: { showCount: true },
      },
    },
    {
      key: 'noticeType',
      label: 'notice.fields.noticeType',
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
    },
    {
      key: 'status',
      label: 'notice.fields.status',
      type: 'dict',
      dict: NOTICE_STATUS_DICT,
      card: true,
      column: { width: 110, sortable: true },
      form: {
        initialValue: '0',
        radio: true,
      },
    },
    {
      key: 'noticeContent',
      label: 'notice.fields.noticeContent',
      type: 'richText',
      column: false,
    },
    {
      key: 'createBy',
      label: 'notice.fields.createBy',
      card: true,
      column: { width: 130 },
      search: { placeholder: 'notice.placeholder.createBy' },
      form: false,
    },
    createdTimeField('notice.fields.createTime', { card: true, column: { width: 180, sortable: true } }),
  ],
};
