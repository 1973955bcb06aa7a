import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { optionsOf } from '@agency/shared/features/resource/utils/select-options';
import { CAR_DICTS } from '../../car/config/car-dicts';
import type { CarLease } from '../../car/types/car';
import { carLeaseApi } from '../api/car-lease-api';

const { field } = fieldMaker<CarLease>('carLease');

/** `vehicle/carLease/index` as a declaration: every car lease, filters in the URL, export; read only. */
export const carLeaseResource: ResourceDefinition<CarLease, Partial<CarLease>> = {
  key: 'vehicle.carLease',
  ns: 'vehicle',
  api: carLeaseApi,
  permission: 'vehicle:lease',
  titleKey: 'leaseOrderNumber',
  actions: { add: false, edit: false, delete: false, export: true },
  texts: resourceTexts('carLease', ['export', 'empty'], { grouped: true }),
  fields: [
    field('leaseOrderNumber', {
      card: 'title',
      column: { fixed: 'left', width: 160, sortable: true },
      search: true,
      form: false,
    }),
    field('plateNumber', {
      card: true,
      column: { width: 120, sortable: true },
      search: true,
      form: false,
    }),
    field('type', {
      type: 'select',
      options: optionsOf('car.lease.types', ['day', 'month']),
      card: true,
      search: true,
      form: false,
    }),
    field('customerName', { card: true, search: true, form: false }),
    field('customerPhone', { column: { hidden: true }, form: false }),
    field('startDate', {
      type: 'date',
      card: true,
      column: { sortable: true },
      form: false,
    }),
    field('endDate', {
      type: 'date',
      card: true,
      column: { sortable: true },
      form: false,
    }),
    field('amount', {
      type: 'money',
      precision: 2,
      currencyKey: 'currency',
      currencyDict: CAR_DICTS.currency,
      card: true,
      column: { sortable: true, align: 'right' },
      form: false,
    }),
    field('status', {
      type: 'select',
      options: optionsOf('car.leaseStatus', ['active', 'ended', 'endedEarly']),
      card: true,
      search: true,
      form: false,
    }),
    {
      // A filter only: the leases running on some day of the chosen period.
      key: 'period',
      label: 'carLease.fields.period',
      type: 'date',
      column: false,
      search: { mode: 'dateRange', params: ['periodFrom', 'periodTo'] },
      form: false,
    },
    field('remark', { column: { hidden: true }, form: false }),
    field('createBy', { column: { hidden: true }, form: false }),
    createdTimeField('carLease.fields.createTime', { column: { width: 170, sortable: true } }),
  ],
};
