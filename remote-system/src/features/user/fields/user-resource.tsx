import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import { STRONG_PASSWORD_PATTERN } from '@agency/shared/features/account/utils/password-policy';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { idsOf } from '@agency/shared/features/resource/utils/ids-of';
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

/** The user screen as a declaration (RuoYi `system/user/index`). */
export const userResource: ResourceDefinition<User, UserInput> = {
  key: 'system.user',
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/system/user'].post.body,
  ns: 'system',
  api: userApi,
  permission: 'system:user',
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
  texts: {
    addTitle: 'user.addTitle',
    editTitle: 'user.editTitle',
    addSuccess: 'user.addSuccess',
    editSuccess: 'user.editSuccess',
    deleteTitle: 'user.deleteTitle',
    deleteOne: 'user.deleteOne',
    deleteMany: 'user.deleteMany',
    deleteSuccess: 'user.deleteSuccess',
    selectToDelete: 'user.selectToDelete',
    loadFailed: 'user.loadFailed',
    exportFileName: 'user.exportFileName',
  },
  // The administrator account is neither edited nor deleted here (the server refuses too).
  canEditRow: (row) => row.userName !== ADMIN_USER_NAME,
  canDeleteRow: (row) => row.userName !== ADMIN_USER_NAME,
  rowActions: (row) => <UserRowActions row={row} />,
  fields: [
    { key: 'userId', label: 'user.fields.userId', column: { width: 90, sortable: true }, form: false },
    {
      key: 'userName',
      label: 'user.fields.userName',
      card: 'title',
      column: { width: 140, sortable: true, ellipsis: true },
      search: { placeholder: 'user.placeholder.userName' },
      form: {
        requiredMessage: 'user.rules.userNameRequired',
        messages: { length: 'user.rules.userNameLength' },
        placeholder: 'user.placeholder.userName',
        readOnlyOnEdit: true,
        props: { autoComplete: 'off' },
      },
    },
    {
      key: 'nickName',
      label: 'user.fields.nickName',
      card: true,
      column: { width: 140, sortable: true, ellipsis: true },
      form: {
        requiredMessage: 'user.rules.nickNameRequired',
        placeholder: 'user.placeholder.nickName',
      },
    },
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
    {
      key: 'deptName',
      label: 'user.fields.deptName',
      card: true,
      column: { width: 150, ellipsis: true },
      form: false,
    },
    {
      key: 'phonenumber',
      label: 'user.fields.phonenumber',
      card: true,
      column: { width: 140, sortable: true },
      search: { placeholder: 'user.placeholder.phonenumber' },
      form: {
        placeholder: 'user.placeholder.phonenumber',
        messages: { length: 'user.rules.phone', pattern: 'user.rules.phone' },
      },
    },
    {
      key: 'email',
      label: 'user.fields.email',
      column: { hidden: true, ellipsis: true },
      form: {
        placeholder: 'user.placeholder.email',
        rules: (t) => [{ type: 'email', message: t('user.rules.email') }],
      },
    },
    {
      key: 'password',
      label: 'user.fields.password',
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
    },
    {
      key: 'sex',
      label: 'user.fields.sex',
      type: 'dict',
      dict: USER_SEX_DICT,
      column: { hidden: true, width: 90 },
      form: { initialValue: '2' },
    },
    {
      key: 'status',
      label: 'user.fields.status',
      type: 'dict',
      dict: NORMAL_DISABLE_DICT,
      card: true,
      column: { width: 100, sortable: true, render: (row) => <UserStatusSwitch row={row} /> },
      search: true,
      form: { initialValue: '0', radio: true },
    },
    {
      key: 'postIds',
      label: 'user.fields.postIds',
      type: 'select',
      multiple: true,
      useOptions: usePostOptions,
      column: false,
      form: { placeholder: 'user.placeholder.postIds' },
    },
    {
      key: 'roleIds',
      label: 'user.fields.roleIds',
      type: 'select',
      multiple: true,
      useOptions: useRoleOptions,
      column: false,
      form: { placeholder: 'user.placeholder.roleIds' },
    },
    {
      key: 'remark',
      label: 'user.fields.remark',
      type: 'textarea',
      column: false,
      form: { span: 24 },
    },
    createdTimeField('user.fields.createTime', {
      card: true,
      column: { width: 170, sortable: true },
      search: true,
    }),
  ],
};
