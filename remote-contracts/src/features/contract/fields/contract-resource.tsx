import { CONTRACT_STATUS_DICT, type Contract } from '@agency/shared/features/contract/types/contract';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { resourceNames } from '@agency/shared/features/resource/utils/resource-names';
import { contractApi } from '../api/contract-api';
import { ContractViewButton } from '../components/contract-view-button';
import { useTemplateOptions } from '../hooks/use-template-options';

/** The contract list as a declaration: title, status, template and date filters, view and delete. */
export const contractResource: ResourceDefinition<Contract> = {
  ...resourceNames('pact', 'contract'),
  api: contractApi,
  titleKey: 'contractTitle',
  // Contracts come from templates and are edited on their detail screen.
  actions: { add: false, edit: false, export: false },
  texts: {
    deleteOne: 'contract.deleteConfirm.one',
    deleteMany: 'contract.deleteConfirm.many',
    deleteSuccess: 'contract.deleteSuccess',
    selectToDelete: 'contract.selectToDelete',
    loadFailed: 'contract.loadFailed',
  },
  rowActions: (row) => <ContractViewButton row={row} />,
  fields: [
    { key: 'id', label: 'contract.columns.id', column: { width: 90 }, form: false },
    {
      key: 'contractTitle',
      label: 'contract.columns.contractTitle',
      maxLength: 120,
      card: 'title',
      column: { ellipsis: true },
      search: { placeholder: 'contract.search.titlePlaceholder' },
      form: false,
    },
    {
      key: 'template',
      label: 'contract.columns.template',
      column: { ellipsis: true, render: (row) => row.template?.templateName ?? '-' },
      form: false,
    },
    {
      key: 'templateId',
      label: 'contract.columns.template',
      type: 'select',
      useOptions: useTemplateOptions,
      column: false,
      search: { placeholder: 'contract.search.templatePlaceholder' },
      form: false,
    },
    {
      key: 'status',
      label: 'contract.columns.status',
      type: 'dict',
      dict: CONTRACT_STATUS_DICT,
      card: true,
      column: { width: 120 },
      search: { placeholder: 'contract.search.statusPlaceholder' },
      form: false,
    },
    createdTimeField('contract.columns.createdAt', {
      key: 'createdAt',
      card: true,
      column: { width: 180 },
      search: { mode: 'dateRange' },
    }),
  ],
};
