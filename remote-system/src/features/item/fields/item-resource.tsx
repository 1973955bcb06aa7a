import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import { recordLinkSearch } from '@agency/shared/features/resource/api/record-link-options-api';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { remarkField } from '@agency/shared/features/resource/utils/remark-field';
import { resourceNames } from '@agency/shared/features/resource/utils/resource-names';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { statusField } from '@agency/shared/features/resource/utils/status-field';
import { itemApi } from '../api/item-api';
import { DueDateCell } from '../components/due-date-cell';
import { MyItemsSwitch } from '../components/my-items-switch';
import { ITEM_PRIORITY_DICT, ITEM_STATUS_DICT } from '../config/item-dicts';
import type { Item, ItemInput } from '../types/item';

const BASE = '/system/item';

/** What the item is about, as one line. */
const linkedOf = (row: Item) =>
  [row.houseName, row.carName, row.customerName].filter(Boolean).join(' · ') || '-';

const { field } = fieldMaker<Item>('item', 'item.placeholder');

/**
 * The item screen as a declaration (`system/item`): staff to-dos with an assignee, a due
 * date (overdue ones in red), priority and status, about a house, car or customer.
 */
export const itemResource: ResourceDefinition<Item, ItemInput> = {
  ...resourceNames('system', 'item'),
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/system/item'].post.body,
  api: itemApi,
  titleKey: 'title',
  form: { width: 760 },
  header: (list) => <MyItemsSwitch list={list} />,
  texts: resourceTexts('item', ['add', 'edit', 'delete', 'deleteMany', 'deleteTitle', 'export', 'empty']),
  fields: [
    field('title', {
      card: 'title',
      column: { ellipsis: true, sortable: true },
      search: { placeholder: 'item.placeholder.search' },
      form: { span: 24, placeholder: 'item.placeholder.title' },
    }),
    field('assigneeId', {
      type: 'select',
      useSearch: recordLinkSearch(BASE, 'user'),
      column: false,
      search: true,
    }),
    {
      key: 'assigneeName',
      label: 'item.fields.assigneeId',
      card: true,
      column: { width: 140, ellipsis: true },
      form: false,
    },
    field('dueDate', {
      type: 'date',
      card: true,
      column: { width: 190, sortable: true, render: (row) => <DueDateCell row={row} /> },
      form: {},
    }),
    field('priority', {
      type: 'dict',
      dict: ITEM_PRIORITY_DICT,
      column: { width: 90, sortable: true },
      search: true,
      form: { initialValue: '2', radio: true },
    }),
    statusField('item.fields.status', ITEM_STATUS_DICT, { column: { width: 110, sortable: true } }),
    field('overdue', {
      type: 'select',
      options: [{ value: '1', label: 'item.overdueOnly' }],
      column: false,
      search: true,
      form: false,
    }),
    field('linked', { column: { ellipsis: true, render: linkedOf }, form: false }),
    field('roomId', {
      type: 'select',
      useSearch: recordLinkSearch(BASE, 'house'),
      column: false,
      search: { advanced: true },
      form: {},
    }),
    field('carId', {
      type: 'select',
      useSearch: recordLinkSearch(BASE, 'car'),
      column: false,
      search: { advanced: true },
      form: {},
    }),
    field('customerId', {
      type: 'select',
      useSearch: recordLinkSearch(BASE, 'customer'),
      column: false,
      search: { advanced: true },
      form: {},
    }),
    field('description', {
      type: 'textarea',
      column: { hidden: true, ellipsis: true },
      form: { props: { rows: 4 } },
    }),
    field('finishTime', {
      type: 'datetime',
      column: { width: 170, hidden: true },
      form: false,
    }),
    remarkField('item.fields.remark'),
  ],
};
