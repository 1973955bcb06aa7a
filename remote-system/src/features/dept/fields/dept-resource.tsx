import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { NORMAL_DISABLE_DICT } from '../../dict/config/common-dicts';
import { deptApi } from '../api/dept-api';
import { DeptParentSelect } from '../components/dept-parent-select';
import type { Dept, DeptInput } from '../types/dept';

/** The top department (parent 0) keeps its place: its form has no parent field. */
const notTop = (values: Record<string, unknown>) => values.parentId !== 0;

/**
 * The department screen as a declaration (RuoYi `system/dept/index`): a tree table,
 * search by name and status, add (also below a department), edit, delete (the server
 * refuses departments with sub-departments or users; the top one has no delete).
 */
export const deptResource: ResourceDefinition<Dept, DeptInput> = {
  key: 'system.dept',
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/system/dept'].post.body,
  ns: 'system',
  api: deptApi,
  permission: 'system:dept',
  titleKey: 'deptName',
  tree: { parentKey: 'parentId' },
  actions: { export: false },
  actionsWidth: 230,
  canDeleteRow: (row) => row.parentId !== 0,
  form: {
    width: 640,
    toInput: (values, row) =>
      ({ ...values, parentId: values.parentId ?? 0, ...(row ? { deptId: row.deptId } : {}) }) as DeptInput,
  },
  texts: {
    addTitle: 'dept.addTitle',
    editTitle: 'dept.editTitle',
    addSuccess: 'dept.addSuccess',
    editSuccess: 'dept.editSuccess',
    deleteTitle: 'dept.deleteTitle',
    deleteOne: 'dept.deleteOne',
    deleteSuccess: 'dept.deleteSuccess',
    loadFailed: 'dept.loadFailed',
  },
  fields: [
    {
      key: 'parentId',
      label: 'dept.fields.parentId',
      type: 'integer',
      column: false,
      form: {
        requiredMessage: 'dept.rules.parentRequired',
        span: 24,
        visibleWhen: notTop,
        render: (props) => <DeptParentSelect {...props} />,
      },
    },
    {
      key: 'deptName',
      label: 'dept.fields.deptName',
      card: 'title',
      column: { ellipsis: true },
      search: { placeholder: 'dept.placeholder.deptName' },
      form: {
        requiredMessage: 'dept.rules.deptNameRequired',
        placeholder: 'dept.placeholder.deptName',
      },
    },
    {
      key: 'orderNum',
      label: 'dept.fields.orderNum',
      type: 'integer',
      column: { width: 90 },
      form: { initialValue: 0 },
    },
    {
      key: 'leader',
      label: 'dept.fields.leader',
      column: { width: 130 },
      form: { placeholder: 'dept.placeholder.leader' },
    },
    {
      key: 'phone',
      label: 'dept.fields.phone',
      column: false,
      form: {
        placeholder: 'dept.placeholder.phone',
        messages: { length: 'user.rules.phone', pattern: 'user.rules.phone' },
      },
    },
    {
      key: 'email',
      label: 'dept.fields.email',
      column: false,
      form: {
        placeholder: 'dept.placeholder.email',
        rules: (t) => [{ type: 'email', message: t('user.rules.email') }],
      },
    },
    {
      key: 'status',
      label: 'dept.fields.status',
      type: 'dict',
      dict: NORMAL_DISABLE_DICT,
      column: { width: 100 },
      search: true,
      form: { initialValue: '0', radio: true },
    },
    createdTimeField('dept.fields.createTime'),
  ],
};
