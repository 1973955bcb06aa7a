import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import { IconPicker } from '@agency/shared/features/menu-icon/components/icon-picker';
import { MenuIcon } from '@agency/shared/features/menu-icon/components/menu-icon';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { remarkField } from '@agency/shared/features/resource/utils/remark-field';
import { resourceNames } from '@agency/shared/features/resource/utils/resource-names';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { statusField } from '@agency/shared/features/resource/utils/status-field';
import { WEB_ADDRESS } from '@agency/shared/features/resource/utils/web-address';
import { Space, Typography } from 'antd';
import { SHOW_HIDE_DICT } from '../../dict/config/common-dicts';
import { linkApi } from '../api/link-api';
import type { QuickLink, QuickLinkInput } from '../types/link';

const { field, input } = fieldMaker<QuickLink>('link', 'link.placeholder');

/** The link screen as a declaration (`system/link`): the staff's quick links of the navbar. */
export const linkResource: ResourceDefinition<QuickLink, QuickLinkInput> = {
  ...resourceNames('system', 'link'),
  // Required, lengths, ranges and patterns from the server's schema.
  limits: wireLimits['/system/link'].post.body,
  api: linkApi,
  titleKey: 'linkName',
  actions: { export: false },
  form: { width: 640 },
  texts: resourceTexts('link', ['add', 'edit', 'delete', 'deleteMany', 'deleteTitle', 'empty']),
  fields: [
    field('linkName', {
      card: 'title',
      column: {
        render: (row) => (
          <Space size={6}>
            {row.icon !== '#' && <MenuIcon name={row.icon} />}
            {row.linkName}
          </Space>
        ),
      },
      search: { placeholder: 'link.placeholder.search' },
      form: { required: true, placeholder: 'link.placeholder.linkName' },
    }),
    input('url', {
      card: true,
      column: {
        ellipsis: true,
        render: (row) => (
          <Typography.Link href={row.url} target="_blank" rel="noopener noreferrer">
            {row.url}
          </Typography.Link>
        ),
      },
      form: {
        required: true,
        span: 24,
        rules: (t) => [{ pattern: WEB_ADDRESS, message: t('link.rules.url') }],
      },
    }),
    field('icon', {
      column: false,
      form: { initialValue: 'link', render: (props) => <IconPicker {...props} /> },
    }),
    field('orderNum', {
      type: 'integer',
      column: { width: 90, sortable: true },
      form: { required: true, initialValue: 0 },
    }),
    statusField('link.fields.visible', SHOW_HIDE_DICT, { key: 'visible' }),
    remarkField('link.fields.remark'),
    createdTimeField('link.fields.createTime', { column: { width: 170, hidden: true } }),
  ],
};
