import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { idsOf } from '@agency/shared/features/resource/utils/ids-of';
import { NORMAL_DISABLE_DICT } from '../../dict/config/common-dicts';
import { roleApi } from '../api/role-api';
import { MenuTreeInput } from '../components/menu-tree-input';
import { RoleRowActions } from '../components/role-row-actions';
import { RoleStatusSwitch } from '../components/role-status-switch';
import { ADMIN_ROLE_KEY } from '../config/admin-role';
import type { Role, RoleInput } from '../types/role';

/** The role screen as a declaration (RuoYi `system/role/index`). */
export const roleResource: ResourceDefinition<Role, RoleInput> = {
  key: 'system.role',
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/system/role'].post.body,
  ns: 'system',
  api: roleApi,
  permission: 'system:role',
  titleKey: 'roleName',
  actionsWidth: 240,
  defaultSort: { column: 'roleSort', order: 'asc' },
  form: {
    width: 640,
    toInput: (values, row) =>
      ({
        ...values,
        ...(row ? { roleId: row.roleId } : {}),
        menuCheckStrictly: values.menuCheckStrictly !== false,
        menuIds: idsOf(values.menuIds),
      }) as RoleInput,
  },
  texts: {
    addTitle: 'role.addTitle',
    editTitle: 'role.editTitle',
    addSuccess: 'role.addSuccess',
    editSuccess: 'role.editSuccess',
    deleteTitle: 'role.deleteTitle',
    deleteOne: 'role.deleteOne',
    deleteMany: 'role.deleteMany',
    deleteSuccess: 'role.deleteSuccess',
    selectToDelete: 'role.selectToDelete',
    loadFailed: 'role.loadFailed',
    exportFileName: 'role.exportFileName',
  },
  // The administrator role is neither edited nor deleted here (the server refuses too).
  canEditRow: (row) => row.roleKey !== ADMIN_ROLE_KEY,
  canDeleteRow: (row) => row.roleKey !== ADMIN_ROLE_KEY,
  rowActions: (row) => <RoleRowActions row={row} />,
  fields: [
    { key: 'roleId', label: 'role.fields.roleId', column: { width: 90, sortable: true }, form: false },
    {
      key: 'roleName',
      label: 'role.fields.roleName',
      card: 'title',
      column: { width: 160, sortable: true, ellipsis: true },
      search: { placeholder: 'role.placeholder.roleName' },
      form: {
        requiredMessage: 'role.rules.roleNameRequired',
        placeholder: 'role.placeholder.roleName',
      },
    },
    {
      key: 'roleKey',
      label: 'role.fields.roleKey',
      card: true,
      column: { width: 160, sortable: true, ellipsis: true },
      search: { placeholder: 'role.placeholder.roleKey' },
      form: {
        requiredMessage: 'role.rules.roleKeyRequired',
        placeholder: 'role.placeholder.roleKey',
        extra: 'role.hints.roleKey',
        messages: { pattern: 'role.rules.roleKeyPattern' },
      },
    },
    {
      key: 'roleSort',
      label: 'role.fields.roleSort',
      type: 'integer',
      column: { width: 100, sortable: true },
      form: { initialValue: 0 },
    },
    {
      key: 'status',
      label: 'role.fields.status',
      type: 'dict',
      dict: NORMAL_DISABLE_DICT,
      card: true,
      column: { width: 100, sortable: true, render: (row) => <RoleStatusSwitch row={row} /> },
      search: true,
      form: { initialValue: '0', radio: true },
    },
    {
      key: 'menuCheckStrictly',
      label: 'role.fields.menuCheckStrictly',
      type: 'switch',
      column: false,
      form: { initialValue: true, span: 24 },
    },
    {
      key: 'menuIds',
      label: 'role.fields.menuIds',
      column: false,
      form: { span: 24, render: (props) => <MenuTreeInput {...props} /> },
    },
    {
      key: 'remark',
      label: 'role.fields.remark',
      type: 'textarea',
      column: false,
      form: { span: 24 },
    },
    createdTimeField('role.fields.createTime', {
      card: true,
      column: { width: 170, sortable: true },
      search: true,
    }),
  ],
};
