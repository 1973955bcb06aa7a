import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { resourceNames } from '@agency/shared/features/resource/utils/resource-names';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { statusField } from '@agency/shared/features/resource/utils/status-field';
import { NORMAL_DISABLE_DICT } from '../../dict/config/common-dicts';
import { deptApi } from '../api/dept-api';
import { DeptParentSelect } from '../components/dept-parent-select';
import type { Dept, DeptInput } from '../types/dept';

/** The top department (parent 0) keeps its place: its form has no parent field. */
const notTop = (values: Record<string, unknown>) => values.parentId !== 0;

const { field, input } = fieldMaker<Dept>('dept', 'dept.placeholder');

/**
 * The department screen as a declaration (RuoYi `system/dept/index`): a tree table,
 * search by name and status, add (also below a department), edit, delete (the server
 * refuses departments with sub-departments or users; the top one has no delete).
 */
export const deptResource: ResourceDefinition<Dept, DeptInput> = {
  ...resourceNames('system', 'dept'),
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/system/dept'].post.body,
  api: deptApi,
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
  texts: resourceTexts('dept', ['add', 'edit', 'delete', 'deleteTitle']),
  fields: [
    field('parentId', {
      type: 'integer',
      column: false,
      form: {
        requiredMessage: 'dept.rules.parentRequired',
        span: 24,
        visibleWhen: notTop,
        render: (props) => <DeptParentSelect {...props} />,
      },
    }),
    input('deptName', {
      card: 'title',
      column: { ellipsis: true },
      search: true,
      form: { requiredMessage: 'dept.rules.deptNameRequired' },
    }),
    field('orderNum', {
      type: 'integer',
      column: { width: 90 },
      form: { initialValue: 0 },
    }),
    input('leader', { column: { width: 130 } }),
    input('phone', {
      column: false,
      form: { messages: { length: 'user.rules.phone', pattern: 'user.rules.phone' } },
    }),
    input('email', {
      column: false,
      form: { rules: (t) => [{ type: 'email', message: t('user.rules.email') }] },
    }),
    statusField('dept.fields.status', NORMAL_DISABLE_DICT, { card: false }),
    createdTimeField('dept.fields.createTime'),
  ],
};
