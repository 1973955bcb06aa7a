import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import { recordLinkSearch } from '@agency/shared/features/resource/api/record-link-options-api';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { remarkField } from '@agency/shared/features/resource/utils/remark-field';
import { resourceNames } from '@agency/shared/features/resource/utils/resource-names';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { WORK_BASE, workApi } from '../api/work-api';
import { WORK_RESULT_DICT, WORK_TYPE_DICT } from '../config/work-dicts';
import type { Work, WorkInput } from '../types/work';

/** The house or car the record is about, as one line. */
const subjectOf = (row: Work) => [row.houseName, row.carName].filter(Boolean).join(' · ') || '-';

const { field, input } = fieldMaker<Work>('work', 'work.placeholder');

/**
 * The work list as a declaration (`system/work`): viewing appointments, visits and
 * follow-ups of staff with customers, about a house or car, with their result.
 */
export const workResource: ResourceDefinition<Work, WorkInput> = {
  ...resourceNames('system', 'work'),
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/system/work'].post.body,
  api: workApi,
  titleKey: 'startTime',
  form: { width: 760 },
  texts: resourceTexts('work', ['add', 'edit', 'delete', 'deleteMany', 'deleteTitle', 'export', 'empty']),
  fields: [
    field('startTime', {
      type: 'datetime',
      card: 'title',
      column: { width: 170, sortable: true },
      search: { mode: 'dateRange' },
      form: { props: { format: 'YYYY-MM-DD HH:mm', showTime: { format: 'HH:mm', minuteStep: 5 } } },
    }),
    field('endTime', {
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
    }),
    field('workType', {
      type: 'dict',
      dict: WORK_TYPE_DICT,
      card: true,
      column: { width: 150 },
      search: true,
      form: { initialValue: '1', radio: true, span: 24 },
    }),
    field('staffId', {
      type: 'select',
      useSearch: recordLinkSearch(WORK_BASE, 'user'),
      column: false,
      search: true,
    }),
    {
      key: 'staffName',
      label: 'work.fields.staffId',
      card: true,
      column: { width: 140, ellipsis: true },
      form: false,
    },
    field('customerId', {
      type: 'select',
      useSearch: recordLinkSearch(WORK_BASE, 'customer'),
      column: false,
      search: true,
      form: {},
    }),
    {
      key: 'customerName',
      label: 'work.fields.customerId',
      card: true,
      column: { width: 140, ellipsis: true },
      form: false,
    },
    field('roomId', {
      type: 'select',
      useSearch: recordLinkSearch(WORK_BASE, 'house'),
      column: false,
      search: { advanced: true },
      form: {},
    }),
    field('carId', {
      type: 'select',
      useSearch: recordLinkSearch(WORK_BASE, 'car'),
      column: false,
      search: { advanced: true },
      form: {},
    }),
    field('subject', {
      column: { ellipsis: true, render: subjectOf },
      form: false,
    }),
    input('location', { column: { ellipsis: true, hidden: true } }),
    field('result', {
      type: 'dict',
      dict: WORK_RESULT_DICT,
      card: true,
      column: { width: 120 },
      search: true,
      form: { initialValue: '0' },
    }),
    input('keyword', {
      column: false,
      form: false,
      search: { advanced: true },
    }),
    input('notes', {
      type: 'textarea',
      column: { ellipsis: true },
      form: { props: { rows: 3 } },
    }),
    remarkField('work.fields.remark'),
  ],
};
