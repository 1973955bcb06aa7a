import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import { IconPicker } from '@agency/shared/features/menu-icon/components/icon-picker';
import { MenuIcon } from '@agency/shared/features/menu-icon/components/menu-icon';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { WEB_ADDRESS } from '@agency/shared/features/resource/utils/web-address';
import { Space, Typography } from 'antd';
import { SHOW_HIDE_DICT } from '../../dict/config/common-dicts';
import { linkApi } from '../api/link-api';
import type { QuickLink, QuickLinkInput } from '../types/link';

/** The link screen as a declaration (`system/link`): the staff's quick links of the navbar. */
export const linkResource: ResourceDefinition<QuickLink, QuickLinkInput> = {
  key: 'system.link',
  // Required, lengths, ranges and patterns from the server's schema.
  limits: wireLimits['/system/link'].post.body,
  ns: 'system',
  api: linkApi,
  permission: 'system:link',
  titleKey: 'linkName',
  actions: { export: false },
  form: { width: 640 },
  texts: {
    addTitle: 'link.addTitle',
    editTitle: 'link.editTitle',
    addSuccess: 'link.addSuccess',
    editSuccess: 'link.editSuccess',
    deleteTitle: 'link.deleteTitle',
    deleteOne: 'link.deleteOne',
    deleteMany: 'link.deleteMany',
    deleteSuccess: 'link.deleteSuccess',
    selectToDelete: 'link.selectToDelete',
    loadFailed: 'link.loadFailed',
    empty: 'link.empty',
  },
  fields: [
    {
      key: 'linkName',
      label: 'link.fields.linkName',
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
    },
    {
      key: 'url',
      label: 'link.fields.url',
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
        placeholder: 'link.placeholder.url',
        rules: (t) => [{ pattern: WEB_ADDRESS, message: t('link.rules.url') }],
      },
    },
    {
      key: 'icon',
      label: 'link.fields.icon',
      column: false,
      form: { initialValue: 'link', render: (props) => <IconPicker {...props} /> },
    },
    {
      key: 'orderNum',
      label: 'link.fields.orderNum',
      type: 'integer',
      column: { width: 90, sortable: true },
      form: { required: true, initialValue: 0 },
    },
    {
      key: 'visible',
      label: 'link.fields.visible',
      type: 'dict',
      dict: SHOW_HIDE_DICT,
      card: true,
      column: { width: 100 },
      search: true,
      form: { initialValue: '0', radio: true },
    },
    {
      key: 'remark',
      label: 'link.fields.remark',
      type: 'textarea',
      column: { hidden: true },
      form: { props: { rows: 2 } },
    },
    createdTimeField('link.fields.createTime', { column: { width: 170, hidden: true } }),
  ],
};
