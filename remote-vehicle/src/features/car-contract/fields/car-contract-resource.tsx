import { CONTRACT_STATUS_DICT, type Contract } from '@agency/shared/features/contract/types/contract';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { carContractApi } from '../api/car-contract-api';

/**
 * The vehicle contract list as a declaration: title, status and creation-date filters,
 * status tags, delete. Contracts are generated and edited in the contracts module; the
 * row actions (view, Word, share link) are the page's.
 */
export const carContractResource: ResourceDefinition<Contract> = {
  key: 'vehicle.contract',
  ns: 'vehicle',
  api: carContractApi,
  permission: 'vehicle:contract',
  titleKey: 'contractTitle',
  actionsWidth: 380,
  actions: { add: false, edit: false, export: false },
  texts: resourceTexts('carContract', ['delete', 'deleteMany', 'empty'], { grouped: true }),
  fields: [
    { key: 'id', label: 'carContract.fields.id', column: { width: 80 }, form: false },
    {
      key: 'contractTitle',
      label: 'carContract.fields.contractTitle',
      maxLength: 120,
      card: 'title',
      column: { ellipsis: true },
      search: { placeholder: 'carContract.placeholders.contractTitle' },
      form: false,
    },
    {
      key: 'template',
      label: 'carContract.fields.template',
      column: { ellipsis: true, width: 180, render: (row) => row.template?.templateName ?? '-' },
      form: false,
    },
    {
      key: 'status',
      label: 'carContract.fields.status',
      type: 'dict',
      dict: CONTRACT_STATUS_DICT,
      card: true,
      column: { width: 110 },
      search: { placeholder: 'carContract.placeholders.status' },
      form: false,
    },
    {
      key: 'signedAt',
      label: 'carContract.fields.signedAt',
      type: 'datetime',
      card: true,
      column: { width: 170 },
      form: false,
    },
    {
      key: 'endDate',
      label: 'carContract.fields.endDate',
      type: 'date',
      column: { width: 120 },
      form: false,
    },
    createdTimeField('carContract.fields.createdAt', { key: 'createdAt', search: { mode: 'dateRange' } }),
  ],
};
