import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import { STRONG_PASSWORD_PATTERN } from '@agency/shared/features/account/utils/password-policy';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { idsOf } from '@agency/shared/features/resource/utils/ids-of';
import { remarkField } from '@agency/shared/features/resource/utils/remark-field';
import { resourceNames } from '@agency/shared/features/resource/utils/resource-names';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { statusField } from '@agency/shared/features/resource/utils/status-field';
import { Input } from 'antd';
import { NORMAL_DISABLE_DICT } from '../../dict/config/common-dicts';
import { userApi } from '../api/user-api';
import { DeptTreeSelect } from '../components/dept-tree-select';
import { UserRowActions } from '../components/user-row-actions';
import { UserStatusSwitch } from '../components/user-status-switch';
import { ADMIN_USER_NAME } from '../config/admin-user';
import { USER_SEX_DICT } from '../config/user-dicts';
import { useDeptOptions, usePostOptions, useRoleOptions } from '../hooks/use-user-options';
import type { User, UserInput } from '../types/user';

const { field, input } = fieldMaker<User>('user', 'user.placeholder');

/** The user screen as a declaration (RuoYi `system/user/index`). */
export const userResource: ResourceDefinition<User, UserInput> = {
  ...resourceNames('system', 'user'),
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/system/user'].post.body,
  api: userApi,
  titleKey: 'userName',
  actions: { import: true },
  actionsWidth: 240,
  form: {
    width: 760,
    toInput: (values, row) =>
      ({
        ...values,
        ...(row ? { userId: row.userId } : {}),
        roleIds: idsOf(values.roleIds),
        postIds: idsOf(values.postIds),
      }) as UserInput,
  },
  texts: resourceTexts('user', ['add', 'edit', 'delete', 'deleteMany', 'deleteTitle', 'export']),
  // The administrator account is neither edited nor deleted here (the server refuses too).
  canEditRow: (row) => row.userName !== ADMIN_USER_NAME,
  canDeleteRow: (row) => row.userName !== ADMIN_USER_NAME,
  rowActions: (row) => <UserRowActions row={row} />,
  fields: [
    field('userId', { column: { width: 90, sortable: true }, form: false }),
    input('userName', {
      card: 'title',
      column: { width: 140, sortable: true, ellipsis: true },
      search: true,
      form: {
        requiredMessage: 'user.rules.userNameRequired',
        messages: { length: 'user.rules.userNameLength' },
        readOnlyOnEdit: true,
        props: { autoComplete: 'off' },
      },
    }),
    input('nickName', {
      card: true,
      column: { width: 140, sortable: true, ellipsis: true },
      form: { requiredMessage: 'user.rules.nickNameRequired' },
    }),
    {
      // The list filter on phones (the tree beside the list on wider screens sets the same parameter).
      key: 'deptId',
      label: 'user.fields.deptId',
      type: 'select',
      useOptions: useDeptOptions,
      column: false,
      search: { advanced: true, placeholder: 'user.placeholder.deptId' },
      form: { render: (props) => <DeptTreeSelect {...props} /> },
    },
    field('deptName', {
      card: true,
      column: { width: 150, ellipsis: true },
      form: false,
    }),
    input('phonenumber', {
      card: true,
      column: { width: 140, sortable: true },
      search: true,
      form: { messages: { length: 'user.rules.phone', pattern: 'user.rules.phone' } },
    }),
    input('email', {
      column: { hidden: true, ellipsis: true },
      form: { rules: (t) => [{ type: 'email', message: t('user.rules.email') }] },
    }),
    field('password', {
      column: false,
      form: {
        only: 'add',
        required: true,
        requiredMessage: 'user.rules.passwordRequired',
        extra: 'common:account.passwordHint',
        rules: (t) => [{ pattern: STRONG_PASSWORD_PATTERN, message: t('common:account.passwordHint') }],
        render: (props) => (
          <Input.Password
            autoComplete="new-password"
            maxLength={20}
            value={typeof props.value === 'string' ? props.value : undefined}
            onChange={(event) => props.onChange?.(event.target.value)}
          />
        ),
      },
    }),
    field('sex', {
      type: 'dict',
      dict: USER_SEX_DICT,
      column: { hidden: true, width: 90 },
      form: { initialValue: '2' },
    }),
    statusField('user.fields.status', NORMAL_DISABLE_DICT, {
      column: { width: 100, sortable: true, render: (row) => <UserStatusSwitch row={row} /> },
    }),
    input('postIds', {
      type: 'select',
      multiple: true,
      useOptions: usePostOptions,
      column: false,
    }),
    input('roleIds', {
      type: 'select',
      multiple: true,
      useOptions: useRoleOptions,
      column: false,
    }),
    remarkField('user.fields.remark', { column: false, form: { span: 24 } }),
    createdTimeField('user.fields.createTime', {
      card: true,
      column: { width: 170, sortable: true },
      search: true,
    }),
  ],
};
