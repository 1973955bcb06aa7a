import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import { recordLinkSearch } from '@agency/shared/features/resource/api/record-link-options-api';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { WORK_BASE, workApi } from '../api/work-api';
import { WORK_RESULT_DICT, WORK_TYPE_DICT } from '../config/work-dicts';
import type { Work, WorkInput } from '../types/work';

/** The house or car the record is about, as one line. */
const subjectOf = (row: Work) => [row.houseName, row.carName].filter(Boolean).join(' · ') || '-';

/**
 * The work list as a declaration (`system/work`): viewing appointments, visits and
 * follow-ups of staff with customers, about a house or car, with their result.
 */
export const workResource: ResourceDefinition<Work, WorkInput> = {
  key: 'system.work',
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/system/work'].post.body,
  ns: 'system',
  api: workApi,
  permission: 'system:work',
  titleKey: 'startTime',
  form: { width: 760 },
  texts: {
    addTitle: 'work.addTitle',
    editTitle: 'work.editTitle',
    addSuccess: 'work.addSuccess',
    editSuccess: 'work.editSuccess',
    deleteTitle: 'work.deleteTitle',
    deleteOne: 'work.deleteOne',
    deleteMany: 'work.deleteMany',
    deleteSuccess: 'work.deleteSuccess',
    selectToDelete: 'work.selectToDelete',
    loadFailed: 'work.loadFailed',
    exportFileName: 'work.exportFileName',
    empty: 'work.empty',
  },
  fields: [
    {
      key: 'startTime',
      label: 'work.fields.startTime',
      type: 'datetime',
      card: 'title',
      column: { width: 170, sortable: true },
      search: { mode: 'dateRange' },
      form: {
        props: { format: 'YYYY-MM-DD HH:mm', showTime: { format: 'HH:mm', minuteStep: 5 } },
      },
    },
    {
      key: 'endTime',
      label: 'work.fields.endTime',
      type: 'datetime',
      column: { width: 170, hidden: true },
      form: {
        props: { format: 'YYYY-MM-DD HH:mm', showTime: { format: 'HH:mm', minuteStep: 5 } },
        rules: (t) => [
          ({ getFieldValue }) => ({
            validator: (_, value: { isBefore?: (other: unknown) => boolean } | null | undefined) => {
              const start = getFieldValue('startTime');
              return value && start && value.isBefore?.(start)
                ? Promise.reject(new Error(t('work.rules.endBeforeStart')))
                : Promise.resolve();
            },
          }),
        ],
      },
    },
    {
      key: 'workType',
      label: 'work.fields.workType',
      type: 'dict',
      dict: WORK_TYPE_DICT,
      card: true,
      column: { width: 150 },
      search: true,
      form: { initialValue: '1', radio: true, span: 24 },
    },
    {
      key: 'staffId',
      label: 'work.fields.staffId',
      type: 'select',
      useSearch: recordLinkSearch(WORK_BASE, 'user'),
      column: false,
      search: true,
    },
    {
      key: 'staffName',
      label: 'work.fields.staffId',
      card: true,
      column: { width: 140, ellipsis: true },
      form: false,
    },
    {
      key: 'customerId',
      label: 'work.fields.customerId',
      type: 'select',
      useSearch: recordLinkSearch(WORK_BASE, 'customer'),
      column: false,
      search: true,
      form: {},
    },
    {
      key: 'customerName',
      label: 'work.fields.customerId',
      card: true,
      column: { width: 140, ellipsis: true },
      form: false,
    },
    {
      key: 'roomId',
      label: 'work.fields.roomId',
      type: 'select',
      useSearch: recordLinkSearch(WORK_BASE, 'house'),
      column: false,
      search: { advanced: true },
      form: {},
    },
    {
      key: 'carId',
      label: 'work.fields.carId',
      type: 'select',
      useSearch: recordLinkSearch(WORK_BASE, 'car'),
      column: false,
      search: { advanced: true },
      form: {},
    },
    {
      key: 'subject',
      label: 'work.fields.subject',
      column: { ellipsis: true, render: subjectOf },
      form: false,
    },
    {
      key: 'location',
      label: 'work.fields.location',
      column: { ellipsis: true, hidden: true },
      form: { placeholder: 'work.placeholder.location' },
    },
    {
      key: 'result',
      label: 'work.fields.result',
      type: 'dict',
      dict: WORK_RESULT_DICT,
      card: true,
      column: { width: 120 },
      search: true,
      form: { initialValue: '0' },
    },
    {
      key: 'keyword',
      label: 'work.fields.keyword',
      column: false,
      form: false,
      search: { placeholder: 'work.placeholder.keyword', advanced: true },
    },
    {
      key: 'notes',
      label: 'work.fields.notes',
      type: 'textarea',
      column: { ellipsis: true },
      form: { props: { rows: 3 }, placeholder: 'work.placeholder.notes' },
    },
    {
      key: 'remark',
      label: 'work.fields.remark',
      type: 'textarea',
      column: { hidden: true },
      form: { props: { rows: 2 } },
    },
  ],
};
