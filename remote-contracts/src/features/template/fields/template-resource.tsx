import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { resourceNames } from '@agency/shared/features/resource/utils/resource-names';
import { NARROW_BREAKPOINT } from '@agency/shared/features/responsive/utils/breakpoints';
import { templateApi } from '../api/template-api';
import { TemplateListHeader } from '../components/template-list-header';
import { TemplatePlaceholders } from '../components/template-placeholders';
import { TemplateRowActions } from '../components/template-row-actions';
import type { TemplateRow } from '../types/template';

/**
 * The template screen as a declaration. Uploading replaces adding (the upload
 * card sits above the list); there is no editing or export.
 */
export const templateResource: ResourceDefinition<TemplateRow> = {
  ...resourceNames('pact', 'template'),
  api: templateApi,
  titleKey: 'templateName',
  actions: { add: false, edit: false, export: false },
  // Cards below 768 px, as the spec asks of this screen (section 2).
  cardBreakpoint: NARROW_BREAKPOINT,
  texts: {
    deleteOne: 'template.deleteConfirm.one',
    deleteMany: 'template.deleteConfirm.many',
    deleteSuccess: 'template.deleteSuccess',
    selectToDelete: 'template.selectToDelete',
    loadFailed: 'template.loadFaile',
  },
  header: () => <TemplateListHeader />,
  rowActions: (row) => <TemplateRowActions row={row} />,
  fields: [
    { key: 'id', label: 'template.columns.id', card: true, column: { width: 90 }, form: false },
    {
      key: 'templateName',
      label: 'template.columns.templateName',
      card: 'title',
      column: { ellipsis: true },
      form: false,
    },
    {
      key: 'placeholders',
      label: 'template.columns.placeholders',
      column: { render: (row) => <TemplatePlaceholders names={row.placeholders} /> },
      form: false,
    },
    { key: 'createBy', label: 'template.columns.createBy', card: true, column: { width: 140 }, form: false },
    createdTimeField('template.columns.createTime', { card: true, column: { width: 180 } }),
  ],
};
