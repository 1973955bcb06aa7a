import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { idsOf } from '@agency/shared/features/resource/utils/ids-of';
import { Typography } from 'antd';
import { msgApi } from '../api/msg-api';
import { MessageReaders } from '../components/message-readers';
import { useRecipientRoleOptions, useRecipientUserOptions } from '../hooks/use-recipient-options';
import type { Message, MessageInput } from '../types/message';

/**
 * The message screen as a declaration (`system/msg`): write to users and roles (the
 * members of a role when it is sent), see how many read it and who.
 */
export const msgResource: ResourceDefinition<Message, MessageInput> = {
  key: 'system.msg',
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/system/msg'].post.body,
  ns: 'system',
  api: msgApi,
  permission: 'system:msg',
  titleKey: 'title',
  actionsWidth: 240,
  actions: { export: false },
  form: {
    width: 720,
    toInput: (values, row) => ({
      ...(row ? { messageId: row.messageId } : {}),
      title: String(values.title ?? ''),
      content: String(values.content ?? ''),
      userIds: idsOf(values.userIds),
      roleIds: idsOf(values.roleIds),
      remark: (values.remark as string | null | undefined) ?? null,
    }),
  },
  rowActions: (row) => <MessageReaders row={row} />,
  texts: {
    addTitle: 'msg.addTitle',
    editTitle: 'msg.editTitle',
    addSuccess: 'msg.addSuccess',
    editSuccess: 'msg.editSuccess',
    deleteTitle: 'msg.deleteTitle',
    deleteOne: 'msg.deleteOne',
    deleteMany: 'msg.deleteMany',
    deleteSuccess: 'msg.deleteSuccess',
    selectToDelete: 'msg.selectToDelete',
    loadFailed: 'msg.loadFailed',
    empty: 'msg.empty',
  },
  fields: [
    {
      key: 'title',
      label: 'msg.fields.title',
      card: 'title',
      column: { ellipsis: true, sortable: true },
      search: { placeholder: 'msg.placeholder.title' },
      form: { span: 24, placeholder: 'msg.placeholder.title' },
    },
    {
      key: 'userIds',
      label: 'msg.fields.userIds',
      type: 'select',
      multiple: true,
      useOptions: useRecipientUserOptions,
      column: false,
      form: { placeholder: 'msg.placeholder.userIds', extra: 'msg.hint.recipients' },
    },
    {
      key: 'roleIds',
      label: 'msg.fields.roleIds',
      type: 'select',
      multiple: true,
      useOptions: useRecipientRoleOptions,
      column: false,
      form: { placeholder: 'msg.placeholder.roleIds' },
    },
    {
      key: 'content',
      label: 'msg.fields.content',
      type: 'textarea',
      column: { ellipsis: true },
      form: { props: { rows: 6 } },
    },
    {
      key: 'readCount',
      label: 'msg.fields.readCount',
      card: true,
      column: {
        width: 120,
        render: (row) => (
          <Typography.Text type={row.readCount === row.recipientCount ? 'success' : undefined}>
            {row.readCount ?? 0} / {row.recipientCount ?? 0}
          </Typography.Text>
        ),
      },
      form: false,
    },
    { key: 'createBy', label: 'msg.fields.createBy', column: { width: 110 }, form: false },
    createdTimeField('msg.fields.createTime', {
      card: true,
      column: { width: 170, sortable: true },
      search: { mode: 'dateRange' },
    }),
    {
      key: 'remark',
      label: 'msg.fields.remark',
      type: 'textarea',
      column: { hidden: true },
      form: { props: { rows: 2 } },
    },
  ],
};
