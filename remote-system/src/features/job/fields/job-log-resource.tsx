import { ClearAllButton } from '@agency/shared/features/resource/components/clear-all-button';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { COMMON_STATUS_DICT } from '../../dict/config/common-dicts';
import { jobLogApi } from '../api/job-log-api';
import { JobLogDetail } from '../components/job-log-detail';
import { JOB_GROUP_DICT } from '../config/job-dicts';
import type { JobLog } from '../types/job';

/** The job log as a declaration (RuoYi `monitor/job/log`): read, detail, export, delete, empty. */
export const jobLogResource: ResourceDefinition<JobLog, never> = {
  key: 'monitor.jobLog',
  ns: 'system',
  api: jobLogApi,
  permission: 'monitor:job',
  titleKey: 'jobName',
  defaultSort: { column: 'createTime', order: 'desc' },
  actions: { add: false, edit: false, delete: true, export: true },
  texts: {
    deleteTitle: 'job.log.deleteTitle',
    deleteOne: 'job.log.deleteOne',
    deleteMany: 'job.log.deleteMany',
    deleteSuccess: 'job.log.deleteSuccess',
    selectToDelete: 'job.log.selectToDelete',
    loadFailed: 'job.log.loadFailed',
    exportFileName: 'job.log.exportFileName',
    empty: 'job.log.empty',
  },
  toolbar: (context) => (
    <ClearAllButton url="/monitor/jobLog/clean" permission="monitor:job:remove" onCleared={context.refetch} />
  ),
  rowActions: (row) => <JobLogDetail row={row} />,
  fields: [
    {
      key: 'jobLogId',
      label: 'job.log.fields.jobLogId',
      column: { width: 100, sortable: true },
      form: false,
    },
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
    {
      key: 'jobMessage',
      label: 'job.log.fields.jobMessage',
      card: true,
      column: { ellipsis: true },
      form: false,
    },
    {
      key: 'status',
      label: 'job.log.fields.status',
      type: 'dict',
      dict: COMMON_STATUS_DICT,
      card: true,
      column: { width: 100 },
      search: true,
      form: false,
    },
    createdTimeField('job.log.fields.createTime', {
      card: true,
      column: { width: 180, sortable: true },
      search: { mode: 'dateRange' },
    }),
  ],
};
