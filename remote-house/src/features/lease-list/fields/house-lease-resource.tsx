import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { houseLeaseApi } from '../api/house-lease-api';
import type { HouseLease } from '../types/house-lease';

/** The lease list as a declaration: filters, columns, cards and export; no add, edit or delete. */
export const houseLeaseResource: ResourceDefinition<HouseLease, never> = {
  key: 'house.leaseList',
  ns: 'house',
  api: houseLeaseApi,
  permission: 'house:leaseList',
  titleKey: 'tenantName',
  actions: { add: false, edit: false, delete: false },
  actionsWidth: 140,
  texts: resourceTexts('leaseList', ['export', 'empty'], { grouped: true }),
  fields: [
    {
      key: 'houseName',
      label: 'leaseList.fields.house',
      card: 'title',
      column: {
        fixed: 'left',
        width: 200,
        ellipsis: true,
        render: (row) => `${row.houseName ?? '-'}${row.houseCode ? ` (${row.houseCode})` : ''}`,
      },
    },
    {
      key: 'tenantName',
      label: 'leaseList.fields.tenantName',
      card: true,
      column: { width: 150, sortable: true },
      search: { placeholder: 'leaseList.placeholders.tenantName' },
    },
    {
      key: 'tenantPhone',
      label: 'leaseList.fields.tenantPhone',
      column: { width: 140 },
      search: { advanced: true, placeholder: 'leaseList.placeholders.tenantPhone' },
    },
    {
      key: 'status',
      label: 'leaseList.fields.status',
      type: 'dict',
      dict: 'house_lease_status',
      card: true,
      column: { align: 'center', width: 120 },
      search: true,
    },
    {
      key: 'startDate',
      label: 'leaseList.fields.startDate',
      type: 'date',
      card: true,
      column: { width: 120, sortable: true },
    },
    {
      key: 'endDate',
      label: 'leaseList.fields.endDate',
      type: 'date',
      card: true,
      column: { width: 120, sortable: true },
      search: { mode: 'dateRange', params: ['endDateBegin', 'endDateEnd'] },
    },
    {
      key: 'rent',
      label: 'leaseList.fields.rent',
      type: 'money',
      currencyKey: 'currency',
      card: true,
      column: { width: 140, sortable: true },
    },
    {
      key: 'deposit',
      label: 'leaseList.fields.deposit',
      type: 'money',
      currencyKey: 'currency',
      column: { width: 140 },
    },
    {
      key: 'currency',
      label: 'leaseList.fields.currency',
      type: 'dict',
      dict: 'sys_currency',
      column: { hidden: true },
      search: { advanced: true },
    },
    {
      key: 'createTime',
      label: 'leaseList.fields.createTime',
      type: 'datetime',
      column: { hidden: true, width: 170, sortable: true },
    },
  ],
};
