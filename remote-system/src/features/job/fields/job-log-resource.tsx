import { ClearAllButton } from '@agency/shared/features/resource/components/clear-all-button';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { COMMON_STATUS_DICT } from '../../dict/config/common-dicts';
import { jobLogApi } from '../api/job-log-api';
import { JobLogDetail } from '../components/job-log-detail';
import { JOB_GROUP_DICT } from '../config/job-dicts';
import type { JobLog } from '../types/job';

const { field } = fieldMaker<JobLog>('job.log');

/** The job log as a declaration (RuoYi `monitor/job/log`): read, detail, export, delete, empty. */
export const jobLogResource: ResourceDefinition<JobLog, never> = {
  key: 'monitor.jobLog',
  ns: 'system',
  api: jobLogApi,
  permission: 'monitor:job',
  titleKey: 'jobName',
  defaultSort: { column: 'createTime', order: 'desc' },
  actions: { add: false, edit: false, delete: true, export: true },
  texts: resourceTexts('job.log', ['delete', 'deleteMany', 'deleteTitle', 'export', 'empty']),
  toolbar: (context) => (
    <ClearAllButton url="/monitor/jobLog/clean" permission="monitor:job:remove" onCleared={context.refetch} />
  ),
  rowActions: (row) => <JobLogDetail row={row} />,
  fields: [
    field('jobLogId', {
      column: { width: 100, sortable: true },
      form: false,
    }),
    {
      key: 'jobName',
      label: 'job.fields.jobName',
      card: 'title',
      column: { width: 170, ellipsis: true },
      search: { placeholder: 'job.placeholder.jobName' },
      form: false,
    },
    {
      key: 'jobGroup',
      label: 'job.fields.jobGroup',
      type: 'dict',
      dict: JOB_GROUP_DICT,
      card: true,
      column: { width: 110 },
      search: true,
      form: false,
    },
    {
      key: 'invokeTarget',
      label: 'job.fields.invokeTarget',
      column: { ellipsis: true, render: (row) => <code>{row.invokeTarget}</code> },
      form: false,
    },
    field('jobMessage', {
      card: true,
      column: { ellipsis: true },
      form: false,
    }),
    field('status', {
      type: 'dict',
      dict: COMMON_STATUS_DICT,
      card: true,
      column: { width: 100 },
      search: true,
      form: false,
    }),
    createdTimeField('job.log.fields.createTime', {
      card: true,
      column: { width: 180, sortable: true },
      search: { mode: 'dateRange' },
    }),
  ],
};
