import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { Typography } from 'antd';
import { inviteCodeApi } from '../api/invite-code-api';
import type { InviteCode } from '../types/invite-code';

const { field, input } = fieldMaker<InviteCode>('inviteCode');

/**
 * The invitation-code screen as a declaration: list, filters and cards by the kit.
 * Codes are generated (the page's own dialog), never typed in, so add and edit
 * are off; delete is the page's own row action, offered for codes never used.
 */
export const inviteCodeResource: ResourceDefinition<InviteCode, never> = {
  key: 'house.inviteCode',
  ns: 'house',
  api: inviteCodeApi,
  permission: 'house:invite',
  titleKey: 'code',
  actions: { add: false, edit: false, delete: false, export: false },
  defaultSort: { column: 'createTime', order: 'desc' },
  actionsWidth: 240,
  texts: resourceTexts('inviteCode', ['delete', 'empty'], {
    grouped: true,
    own: { deleteMany: 'inviteCode.dialog.deleteMany' },
  }),
  fields: [
    input('code', {
      maxLength: 32,
      card: 'title',
      column: {
        fixed: 'left',
        width: 170,
        sortable: true,
        render: (row) => (
          <Typography.Text code copyable style={{ whiteSpace: 'nowrap' }}>
            {row.code}
          </Typography.Text>
        ),
      },
      search: true,
      form: false,
    }),
    field('codeType', {
      type: 'dict',
      dict: 'invite_code_type',
      card: true,
      search: true,
      form: false,
    }),
    field('status', {
      type: 'dict',
      dict: 'invite_code_status',
      card: true,
      column: { align: 'center' },
      search: true,
      form: false,
    }),
    field('creator', {
      card: true,
      search: { advanced: true, placeholder: 'inviteCode.placeholders.creator' },
      form: false,
    }),
    field('generateCount', {
      type: 'integer',
      column: { align: 'center', width: 110 },
      form: false,
    }),
    createdTimeField('inviteCode.fields.createTime', {
      card: true,
      column: { width: 170, sortable: true },
      search: true,
    }),
    field('expireTime', {
      type: 'datetime',
      column: { width: 170, sortable: true },
      form: false,
    }),
    field('usedBy', {
      card: true,
      form: false,
    }),
    field('usedTime', {
      type: 'datetime',
      column: { width: 170, sortable: true },
      form: false,
    }),
  ],
};
