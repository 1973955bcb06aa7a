import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { idsOf } from '@agency/shared/features/resource/utils/ids-of';
import { remarkField } from '@agency/shared/features/resource/utils/remark-field';
import { resourceNames } from '@agency/shared/features/resource/utils/resource-names';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { statusField } from '@agency/shared/features/resource/utils/status-field';
import { NORMAL_DISABLE_DICT } from '../../dict/config/common-dicts';
import { roleApi } from '../api/role-api';
import { MenuTreeInput } from '../components/menu-tree-input';
import { RoleRowActions } from '../components/role-row-actions';
import { RoleStatusSwitch } from '../components/role-status-switch';
import { ADMIN_ROLE_KEY } from '../config/admin-role';
import type { Role, RoleInput } from '../types/role';

const { field, input } = fieldMaker<Role>('role', 'role.placeholder');

/** The role screen as a declaration (RuoYi `system/role/index`). */
export const roleResource: ResourceDefinition<Role, RoleInput> = {
  ...resourceNames('system', 'role'),
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/system/role'].post.body,
  api: roleApi,
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
  texts: resourceTexts('role', ['add', 'edit', 'delete', 'deleteMany', 'deleteTitle', 'export']),
  // The administrator role is neither edited nor deleted here (the server refuses too).
  canEditRow: (row) => row.roleKey !== ADMIN_ROLE_KEY,
  canDeleteRow: (row) => row.roleKey !== ADMIN_ROLE_KEY,
  rowActions: (row) => <RoleRowActions row={row} />,
  fields: [
    field('roleId', { column: { width: 90, sortable: true }, form: false }),
    input('roleName', {
      card: 'title',
      column: { width: 160, sortable: true, ellipsis: true },
      search: true,
      form: { requiredMessage: 'role.rules.roleNameRequired' },
    }),
    input('roleKey', {
      card: true,
      column: { width: 160, sortable: true, ellipsis: true },
      search: true,
      form: {
        requiredMessage: 'role.rules.roleKeyRequired',
        extra: 'role.hints.roleKey',
        messages: { pattern: 'role.rules.roleKeyPattern' },
      },
    }),
    field('roleSort', {
      type: 'integer',
      column: { width: 100, sortable: true },
      form: { initialValue: 0 },
    }),
    statusField('role.fields.status', NORMAL_DISABLE_DICT, {
      column: { width: 100, sortable: true, render: (row) => <RoleStatusSwitch row={row} /> },
    }),
    field('menuCheckStrictly', {
      type: 'switch',
      column: false,
      form: { initialValue: true, span: 24 },
    }),
    field('menuIds', {
      column: false,
      form: { span: 24, render: (props) => <MenuTreeInput {...props} /> },
    }),
    remarkField('role.fields.remark', { column: false, form: { span: 24 } }),
    createdTimeField('role.fields.createTime', {
      card: true,
      column: { width: 170, sortable: true },
      search: true,
    }),
  ],
};
