import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { idsOf } from '@agency/shared/features/resource/utils/ids-of';
import { remarkField } from '@agency/shared/features/resource/utils/remark-field';
import { resourceNames } from '@agency/shared/features/resource/utils/resource-names';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { Typography } from 'antd';
import { msgApi } from '../api/msg-api';
import { MessageReaders } from '../components/message-readers';
import { useRecipientRoleOptions, useRecipientUserOptions } from '../hooks/use-recipient-options';
import type { Message, MessageInput } from '../types/message';

const { field, input } = fieldMaker<Message>('msg', 'msg.placeholder');

/**
 * The message screen as a declaration (`system/msg`): write to users and roles (the
 * members of a role when it is sent), see how many read it and who.
 */
export const msgResource: ResourceDefinition<Message, MessageInput> = {
  ...resourceNames('system', 'msg'),
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/system/msg'].post.body,
  api: msgApi,
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
  texts: resourceTexts('msg', ['add', 'edit', 'delete', 'deleteMany', 'deleteTitle', 'empty']),
  fields: [
    input('title', {
      card: 'title',
      column: { ellipsis: true, sortable: true },
      search: true,
      form: { span: 24 },
    }),
    input('userIds', {
      type: 'select',
      multiple: true,
      useOptions: useRecipientUserOptions,
      column: false,
      form: { extra: 'msg.hint.recipients' },
    }),
    input('roleIds', {
      type: 'select',
      multiple: true,
      useOptions: useRecipientRoleOptions,
      column: false,
    }),
    field('content', {
      type: 'textarea',
      column: { ellipsis: true },
      form: { props: { rows: 6 } },
    }),
    field('readCount', {
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
    }),
    field('createBy', { column: { width: 110 }, form: false }),
    createdTimeField('msg.fields.createTime', {
      card: true,
      column: { width: 170, sortable: true },
      search: { mode: 'dateRange' },
    }),
    remarkField('msg.fields.remark'),
  ],
};
