import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import { recordLinkSearch } from '@agency/shared/features/resource/api/record-link-options-api';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { itemApi } from '../api/item-api';
import { DueDateCell } from '../components/due-date-cell';
import { MyItemsSwitch } from '../components/my-items-switch';
import { ITEM_PRIORITY_DICT, ITEM_STATUS_DICT } from '../config/item-dicts';
import type { Item, ItemInput } from '../types/item';

const BASE = '/system/item';

/** What the item is about, as one line. */
const linkedOf = (row: Item) =>
  [row.houseName, row.carName, row.customerName].filter(Boolean).join(' · ') || '-';

/**
 * The item screen as a declaration (`system/item`): staff to-dos with an assignee, a due
 * date (overdue ones in red), priority and status, about a house, car or customer.
 */
export const itemResource: ResourceDefinition<Item, ItemInput> = {
  key: 'system.item',
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/system/item'].post.body,
  ns: 'system',
  api: itemApi,
  permission: 'system:item',
  titleKey: 'title',
  form: { width: 760 },
  header: (list) => <MyItemsSwitch list={list} />,
  texts: {
    addTitle: 'item.addTitle',
    editTitle: 'item.editTitle',
    addSuccess: 'item.addSuccess',
    editSuccess: 'item.editSuccess',
    deleteTitle: 'item.deleteTitle',
    deleteOne: 'item.deleteOne',
    deleteMany: 'item.deleteMany',
    deleteSuccess: 'item.deleteSuccess',
    selectToDelete: 'item.selectToDelete',
    loadFailed: 'item.loadFailed',
    exportFileName: 'item.exportFileName',
    empty: 'item.empty',
  },
  fields: [
    {
      key: 'title',
      label: 'item.fields.title',
      card: 'title',
      column: { ellipsis: true, sortable: true },
      search: { placeholder: 'item.placeholder.search' },
      form: { span: 24, placeholder: 'item.placeholder.title' },
    },
    {
      key: 'assigneeId',
      label: 'item.fields.assigneeId',
      type: 'select',
      useSearch: recordLinkSearch(BASE, 'user'),
      column: false,
      search: true,
    },
    {
      key: 'assigneeName',
      label: 'item.fields.assigneeId',
      card: true,
      column: { width: 140, ellipsis: true },
      form: false,
    },
    {
      key: 'dueDate',
      label: 'item.fields.dueDate',
      type: 'date',
      card: true,
      column: { width: 190, sortable: true, render: (row) => <DueDateCell row={row} /> },
      form: {},
    },
    {
      key: 'priority',
      label: 'item.fields.priority',
      type: 'dict',
      dict: ITEM_PRIORITY_DICT,
      column: { width: 90, sortable: true },
      search: true,
      form: { initialValue: '2', radio: true },
    },
    {
      key: 'status',
      label: 'item.fields.status',
      type: 'dict',
      dict: ITEM_STATUS_DICT,
      card: true,
      column: { width: 110, sortable: true },
      search: true,
      form: { initialValue: '0', radio: true },
    },
    {
      key: 'overdue',
      label: 'item.fields.overdue',
      type: 'select',
      options: [{ value: '1', label: 'item.overdueOnly' }],
      column: false,
      search: true,
      form: false,
    },
    { key: 'linked', label: 'item.fields.linked', column: { ellipsis: true, render: linkedOf }, form: false },
    {
      key: 'roomId',
      label: 'item.fields.roomId',
      type: 'select',
      useSearch: recordLinkSearch(BASE, 'house'),
      column: false,
      search: { advanced: true },
      form: {},
    },
    {
      key: 'carId',
      label: 'item.fields.carId',
      type: 'select',
      useSearch: recordLinkSearch(BASE, 'car'),
      column: false,
      search: { advanced: true },
      form: {},
    },
    {
      key: 'customerId',
      label: 'item.fields.customerId',
      type: 'select',
      useSearch: recordLinkSearch(BASE, 'customer'),
      column: false,
      search: { advanced: true },
      form: {},
    },
    {
      key: 'description',
      label: 'item.fields.description',
      type: 'textarea',
      column: { hidden: true, ellipsis: true },
      form: { props: { rows: 4 } },
    },
    {
      key: 'finishTime',
      label: 'item.fields.finishTime',
      type: 'datetime',
      column: { width: 170, hidden: true },
      form: false,
    },
    {
      key: 'remark',
      label: 'item.fields.remark',
      type: 'textarea',
      column: { hidden: true },
      form: { props: { rows: 2 } },
    },
  ],
};
