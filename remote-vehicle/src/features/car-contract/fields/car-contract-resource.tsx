import { CONTRACT_STATUS_DICT, type Contract } from '@agency/shared/features/contract/types/contract';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { resourceNames } from '@agency/shared/features/resource/utils/resource-names';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { carContractApi } from '../api/car-contract-api';

const { field, input } = fieldMaker<Contract>('carContract');

/**
 * The vehicle contract list as a declaration: title, status and creation-date filters,
 * status tags, delete. Contracts are generated and edited in the contracts module; the
 * row actions (view, Word, share link) are the page's.
 */
export const carContractResource: ResourceDefinition<Contract> = {
  ...resourceNames('vehicle', 'contract'),
  api: carContractApi,
  titleKey: 'contractTitle',
  actionsWidth: 380,
  actions: { add: false, edit: false, export: false },
  texts: resourceTexts('carContract', ['delete', 'deleteMany', 'empty'], { grouped: true }),
  fields: [
    field('id', { column: { width: 80 }, form: false }),
    input('contractTitle', {
      maxLength: 120,
      card: 'title',
      column: { ellipsis: true },
      search: true,
      form: false,
    }),
    field('template', {
      column: { ellipsis: true, width: 180, render: (row) => row.template?.templateName ?? '-' },
      form: false,
    }),
    input('status', {
      type: 'dict',
      dict: CONTRACT_STATUS_DICT,
      card: true,
      column: { width: 110 },
      search: true,
      form: false,
    }),
    field('signedAt', {
      type: 'datetime',
      card: true,
      column: { width: 170 },
      form: false,
    }),
    field('endDate', {
      type: 'date',
      column: { width: 120 },
      form: false,
    }),
    createdTimeField('carContract.fields.createdAt', { key: 'createdAt', search: { mode: 'dateRange' } }),
  ],
};
