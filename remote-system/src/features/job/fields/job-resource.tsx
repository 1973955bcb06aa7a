import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { remarkField } from '@agency/shared/features/resource/utils/remark-field';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { optionsOf } from '@agency/shared/features/resource/utils/select-options';
import { statusField } from '@agency/shared/features/resource/utils/status-field';
import { jobApi } from '../api/job-api';
import { CronInput } from '../components/cron-input';
import { JobLogLink } from '../components/job-log-link';
import { JobStatusSwitch } from '../components/job-status-switch';
import { RunJobButton } from '../components/run-job-button';
import { JOB_GROUP_DICT, JOB_STATUS_DICT } from '../config/job-dicts';
import { useJobFunctionOptions } from '../hooks/use-job-function-options';
import type { Job, JobInput } from '../types/job';
import { mayRunMoreThanOnceAMinute } from '../utils/quartz-cron';

const { field, input } = fieldMaker<Job>('job', 'job.placeholder');

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
  texts: resourceTexts('job', ['add', 'edit', 'delete', 'deleteMany', 'deleteTitle', 'export', 'empty']),
  toolbar: () => <JobLogLink asToolbar />,
  rowActions: (row) => (
    <>
      <RunJobButton row={row} />
      <JobLogLink job={row} />
    </>
  ),
  fields: [
    field('jobId', { column: { width: 90 }, form: false }),
    input('jobName', {
      card: 'title',
      column: { ellipsis: true },
      search: true,
    }),
    field('jobGroup', {
      type: 'dict',
      dict: JOB_GROUP_DICT,
      card: true,
      column: { width: 110 },
      search: true,
      form: { initialValue: 'DEFAULT' },
    }),
    field('invokeTarget', {
      type: 'select',
      useOptions: useJobFunctionOptions,
      card: true,
      column: { ellipsis: true, render: (row) => <code>{row.invokeTarget}</code> },
      form: { span: 24, extra: 'job.invokeTargetHint' },
    }),
    field('cronExpression', {
      card: true,
      column: { width: 150, render: (row) => <code>{row.cronExpression}</code> },
      form: { span: 24, render: (props) => <CronInput {...props} /> },
    }),
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
    field('misfirePolicy', {
      type: 'select',
      options: optionsOf('job.misfire', ['1', '2', '3']),
      column: { hidden: true },
      form: { initialValue: '3', radio: true, span: 24 },
    }),
    field('concurrent', {
      type: 'select',
      options: optionsOf('job.concurrentOptions', ['0', '1']),
      column: { hidden: true },
      form: { initialValue: '1', radio: true },
    }),
    statusField('job.fields.status', JOB_STATUS_DICT, {
      column: { width: 100, render: (row) => <JobStatusSwitch row={row} /> },
    }),
    field('nextValidTime', {
      type: 'datetime',
      card: true,
      column: { width: 170 },
      form: false,
    }),
    remarkField('job.fields.remark'),
  ],
};
