import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { remarkField } from '@agency/shared/features/resource/utils/remark-field';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { leaseExpiresApi } from '../api/lease-expires-api';
import { LeaseExpiresForm } from '../components/lease-expires-form';
import { ReminderLeadText } from '../components/reminder-lead-text';
import type { LeaseExpires, LeaseExpiresInput } from '../types/lease-expires';

const { field, input } = fieldMaker<LeaseExpires>('leaseExpires');

/**
 * The lease reminder screen as a declaration: list, filters (tenant, status, end
 * date), cards and delete by the kit; add and edit are the screen's own dialog
 * (house picker, end after start, lead with its unit).
 */
export const leaseExpiresResource: ResourceDefinition<LeaseExpires, LeaseExpiresInput> = {
  key: 'house.leaseExpires',
  ns: 'house',
  api: leaseExpiresApi,
  permission: 'house:lease',
  titleKey: 'tenantName',
  actions: { export: false },
  form: { component: LeaseExpiresForm },
  actionsWidth: 220,
  texts: resourceTexts('leaseExpires', ['delete', 'deleteMany', 'empty'], { grouped: true }),
  fields: [
    input('tenantName', {
      card: 'title',
      column: { fixed: 'left', width: 160, sortable: true },
      search: true,
      form: false,
    }),
    field('tenantPhone', {
      card: true,
      search: { advanced: true, placeholder: 'leaseExpires.placeholders.tenantPhone' },
      form: false,
    }),
    {
      key: 'houseName',
      label: 'leaseExpires.fields.house',
      card: true,
      column: { ellipsis: true, width: 200 },
      form: false,
    },
    field('reminderStatus', {
      type: 'dict',
      dict: 'lease_reminder_status',
      card: true,
      column: { align: 'center', width: 120 },
      search: true,
      form: false,
    }),
    field('startDate', {
      type: 'date',
      column: { width: 120, sortable: true },
      form: false,
    }),
    field('endDate', {
      type: 'date',
      card: true,
      column: { width: 120, sortable: true },
      search: { mode: 'dateRange', params: ['endDateBegin', 'endDateEnd'] },
      form: false,
    }),
    field('reminderLead', {
      card: true,
      column: {
        width: 150,
        render: (row) => <ReminderLeadText lead={row.reminderLead} unit={row.reminderUnit} />,
      },
      form: false,
    }),
    field('remindDate', {
      type: 'date',
      column: { width: 120 },
      form: false,
    }),
    remarkField('leaseExpires.fields.remark', { form: false }),
    field('createBy', {
      column: { hidden: true },
      form: false,
    }),
    createdTimeField('leaseExpires.fields.createTime', {
      column: { hidden: true, width: 170, sortable: true },
    }),
  ],
};
