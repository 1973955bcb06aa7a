import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { remarkField } from '@agency/shared/features/resource/utils/remark-field';
import { resourceNames } from '@agency/shared/features/resource/utils/resource-names';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { WEB_ADDRESS } from '@agency/shared/features/resource/utils/web-address';
import { Typography } from 'antd';
import { developerApi } from '../api/developer-api';
import type { Developer, DeveloperInput } from '../types/developer';

const { field, input } = fieldMaker<Developer>('developer', 'developer.placeholder');

/** The developer screen as a declaration (`system/developer`): the companies that build villages. */
export const developerResource: ResourceDefinition<Developer, DeveloperInput> = {
  ...resourceNames('system', 'developer'),
  // Required, lengths, ranges and patterns from the server's schema.
  limits: wireLimits['/system/developer'].post.body,
  api: developerApi,
  titleKey: 'companyName',
  form: { width: 720 },
  texts: resourceTexts('developer', [
    'add',
    'edit',
    'delete',
    'deleteMany',
    'deleteTitle',
    'export',
    'empty',
  ]),
  fields: [
    field('logo', {
      type: 'images',
      card: 'cover',
      column: { width: 76 },
      // The server keeps the stored path (`/profile/upload/...`), never an address.
      form: { span: 24, props: { limit: 1, valueField: 'fileName' } },
    }),
    field('companyName', {
      card: 'title',
      column: { sortable: true, ellipsis: true },
      search: { placeholder: 'developer.placeholder.search' },
      form: { placeholder: 'developer.placeholder.companyName' },
    }),
    input('contactName', {
      card: true,
      column: { width: 140 },
    }),
    input('phone', {
      card: true,
      column: { width: 160 },
      form: { messages: { pattern: 'developer.rules.phone' } },
    }),
    input('website', {
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
      form: { rules: (t) => [{ pattern: WEB_ADDRESS, message: t('developer.rules.website') }] },
    }),
    field('villageCount', {
      type: 'integer',
      card: true,
      column: { width: 100, align: 'right' },
      form: false,
    }),
    field('description', {
      type: 'textarea',
      column: { hidden: true },
      form: { props: { rows: 4 } },
    }),
    remarkField('developer.fields.remark'),
  ],
};
