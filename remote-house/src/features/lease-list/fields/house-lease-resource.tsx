import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { resourceNames } from '@agency/shared/features/resource/utils/resource-names';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { linkedHouseColumn } from '../../house-room/utils/house-name';
import { houseLeaseApi } from '../api/house-lease-api';
import type { HouseLease } from '../types/house-lease';

const { field } = fieldMaker<HouseLease>('leaseList');

/** The lease list as a declaration: filters, columns, cards and export; no add, edit or delete. */
export const houseLeaseResource: ResourceDefinition<HouseLease, never> = {
  ...resourceNames('house', 'leaseList'),
  api: houseLeaseApi,
  titleKey: 'tenantName',
  actions: { add: false, edit: false, delete: false },
  actionsWidth: 140,
  texts: resourceTexts('leaseList', ['export', 'empty'], { grouped: true }),
  fields: [
    {
      key: 'houseName',
      label: 'leaseList.fields.house',
      card: 'title',
      column: linkedHouseColumn,
    },
    field('tenantName', {
      card: true,
      column: { width: 150, sortable: true },
      search: { placeholder: 'leaseList.placeholders.tenantName' },
    }),
    field('tenantPhone', {
      column: { width: 140 },
      search: { advanced: true, placeholder: 'leaseList.placeholders.tenantPhone' },
    }),
    field('status', {
      type: 'dict',
      dict: 'house_lease_status',
      card: true,
      column: { align: 'center', width: 120 },
      search: true,
    }),
    field('startDate', {
      type: 'date',
      card: true,
      column: { width: 120, sortable: true },
    }),
    field('endDate', {
      type: 'date',
      card: true,
      column: { width: 120, sortable: true },
      search: { mode: 'dateRange', params: ['endDateBegin', 'endDateEnd'] },
    }),
    field('rent', {
      type: 'money',
      currencyKey: 'currency',
      card: true,
      column: { width: 140, sortable: true },
    }),
    field('deposit', {
      type: 'money',
      currencyKey: 'currency',
      column: { width: 140 },
    }),
    field('currency', {
      type: 'dict',
      dict: 'sys_currency',
      column: { hidden: true },
      search: { advanced: true },
    }),
    field('createTime', {
      type: 'datetime',
      column: { hidden: true, width: 170, sortable: true },
    }),
  ],
};
