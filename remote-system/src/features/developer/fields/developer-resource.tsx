import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { WEB_ADDRESS } from '@agency/shared/features/resource/utils/web-address';
import { Typography } from 'antd';
import { developerApi } from '../api/developer-api';
import type { Developer, DeveloperInput } from '../types/developer';

/** The developer screen as a declaration (`system/developer`): the companies that build villages. */
export const developerResource: ResourceDefinition<Developer, DeveloperInput> = {
  key: 'system.developer',
  // Required, lengths, ranges and patterns from the server's schema.
  limits: wireLimits['/system/developer'].post.body,
  ns: 'system',
  api: developerApi,
  permission: 'system:developer',
  titleKey: 'companyName',
  form: { width: 720 },
  texts: {
    addTitle: 'developer.addTitle',
    editTitle: 'developer.editTitle',
    addSuccess: 'developer.addSuccess',
    editSuccess: 'developer.editSuccess',
    deleteTitle: 'developer.deleteTitle',
    deleteOne: 'developer.deleteOne',
    deleteMany: 'developer.deleteMany',
    deleteSuccess: 'developer.deleteSuccess',
    selectToDelete: 'developer.selectToDelete',
    loadFailed: 'developer.loadFailed',
    exportFileName: 'developer.exportFileName',
    empty: 'developer.empty',
  },
  fields: [
    {
      key: 'logo',
      label: 'developer.fields.logo',
      type: 'images',
      card: 'cover',
      column: { width: 76 },
      // The server keeps the stored path (`/profile/upload/...`), never an address.
      form: { span: 24, props: { limit: 1, valueField: 'fileName' } },
    },
    {
      key: 'companyName',
      label: 'developer.fields.companyName',
      card: 'title',
      column: { sortable: true, ellipsis: true },
      search: { placeholder: 'developer.placeholder.search' },
      form: { placeholder: 'developer.placeholder.companyName' },
    },
    {
      key: 'contactName',
      label: 'developer.fields.contactName',
      card: true,
      column: { width: 140 },
      form: { placeholder: 'developer.placeholder.contactName' },
    },
    {
      key: 'phone',
      label: 'developer.fields.phone',
      card: true,
      column: { width: 160 },
      form: {
        placeholder: 'developer.placeholder.phone',
        messages: { pattern: 'developer.rules.phone' },
      },
    },
    {
      key: 'website',
      label: 'developer.fields.website',
      column: {
        ellipsis: true,
        render: (row) =>
          row.website ? (
            <Typography.Link href={row.website} target="_blank" rel="noopener noreferrer">
              {row.website}
            </Typography.Link>
          ) : (
            '-'
          ),
      },
      form: {
        placeholder: 'developer.placeholder.website',
        rules: (t) => [{ pattern: WEB_ADDRESS, message: t('developer.rules.website') }],
      },
    },
    {
      key: 'villageCount',
      label: 'developer.fields.villageCount',
      type: 'integer',
      card: true,
      column: { width: 100, align: 'right' },
      form: false,
    },
    {
      key: 'description',
      label: 'developer.fields.description',
      type: 'textarea',
      column: { hidden: true },
      form: { props: { rows: 4 } },
    },
    {
      key: 'remark',
      label: 'developer.fields.remark',
      type: 'textarea',
      column: { hidden: true },
      form: { props: { rows: 2 } },
    },
  ],
};
