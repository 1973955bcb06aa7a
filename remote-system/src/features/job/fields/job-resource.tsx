import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { jobApi } from '../api/job-api';
import { CronInput } from '../components/cron-input';
import { JobLogLink } from '../components/job-log-link';
import { JobStatusSwitch } from '../components/job-status-switch';
import { RunJobButton } from '../components/run-job-button';
import { JOB_GROUP_DICT, JOB_STATUS_DICT } from '../config/job-dicts';
import { useJobFunctionOptions } from '../hooks/use-job-function-options';
import type { Job, JobInput } from '../types/job';
import { mayRunMoreThanOnceAMinute } from '../utils/quartz-cron';

/** The job screen as a declaration (RuoYi `monitor/job/index`). */
export const jobResource: ResourceDefinition<Job, JobInput> = {
  key: 'monitor.job',
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/monitor/job'].post.body,
  ns: 'system',
  api: jobApi,
  permission: 'monitor:job',
  titleKey: 'jobName',
  form: { width: 760 },
  actionsWidth: 300,
  texts: {
    addTitle: 'job.addTitle',
    editTitle: 'job.editTitle',
    addSuccess: 'job.addSuccess',
    editSuccess: 'job.editSuccess',
    deleteTitle: 'job.deleteTitle',
    deleteOne: 'job.deleteOne',
    deleteMany: 'job.deleteMany',
    deleteSuccess: 'job.deleteSuccess',
    selectToDelete: 'job.selectToDelete',
    loadFailed: 'job.loadFailed',
    exportFileName: 'job.exportFileName',
    empty: 'job.empty',
  },
  toolbar: () => <JobLogLink asToolbar />,
  rowActions: (row) => (
    <>
      <RunJobButton row={row} />
      <JobLogLink job={row} />
    </>
  ),
  fields: [
    { key: 'jobId', label: 'job.fields.jobId', column: { width: 90 }, form: false },
    {
      key: 'jobName',
      label: 'job.fields.jobName',
      card: 'title',
      column: { ellipsis: true },
      search: { placeholder: 'job.placeholder.jobName' },
      form: { placeholder: 'job.placeholder.jobName' },
    },
    {
      key: 'jobGroup',
      label: 'job.fields.jobGroup',
      type: 'dict',
      dict: JOB_GROUP_DICT,
      card: true,
      column: { width: 110 },
      search: true,
      form: { initialValue: 'DEFAULT' },
    },
    {
      key: 'invokeTarget',
      label: 'job.fields.invokeTarget',
      type: 'select',
      useOptions: useJobFunctionOptions,
      card: true,
      column: { ellipsis: true, render: (row) => <code>{row.invokeTarget}</code> },
      form: { span: 24, extra: 'job.invokeTargetHint' },
    },
    {
      key: 'cronExpression',
      label: 'job.fields.cronExpression',
      card: true,
      column: { width: 150, render: (row) => <code>{row.cronExpression}</code> },
      form: { span: 24, render: (props) => <CronInput {...props} /> },
    },
    {
      // The server refuses a job firing more than once a minute unless an administrator confirms it.
      key: 'confirmFrequent',
      label: 'job.fields.confirmFrequent',
      type: 'switch',
      column: false,
      form: {
        span: 24,
        extra: 'job.confirmFrequentHint',
        visibleWhen: (values) => mayRunMoreThanOnceAMinute(String(values.cronExpression ?? '')),
      },
    },
    {
      key: 'misfirePolicy',
      label: 'job.fields.misfirePolicy',
      type: 'select',
      options: [
        { value: '1', label: 'job.misfire.1' },
        { value: '2', label: 'job.misfire.2' },
        { value: '3', label: 'job.misfire.3' },
      ],
      column: { hidden: true },
      form: { initialValue: '3', radio: true, span: 24 },
    },
    {
      key: 'concurrent',
      label: 'job.fields.concurrent',
      type: 'select',
      options: [
        { value: '0', label: 'job.concurrentOptions.0' },
        { value: '1', label: 'job.concurrentOptions.1' },
      ],
      column: { hidden: true },
      form: { initialValue: '1', radio: true },
    },
    {
      key: 'status',
      label: 'job.fields.status',
      type: 'dict',
      dict: JOB_STATUS_DICT,
      card: true,
      column: { width: 100, render: (row) => <JobStatusSwitch row={row} /> },
      search: true,
      form: { initialValue: '0', radio: true },
    },
    {
      key: 'nextValidTime',
      label: 'job.fields.nextValidTime',
      type: 'datetime',
      card: true,
      column: { width: 170 },
      form: false,
    },
    {
      key: 'remark',
      label: 'job.fields.remark',
      type: 'textarea',
      column: { hidden: true },
      form: { props: { rows: 2 } },
    },
  ],
};
