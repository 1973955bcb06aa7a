import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { EnableSwitch } from '@agency/shared/features/resource/components/enable-switch';
import { useTranslation } from 'react-i18next';
import { useJobChangeStatusMutation } from '../api/job-api';
import type { Job } from '../types/job';

/** The status column of jobs: running or paused (`monitor:job:changeStatus`). */
export function JobStatusSwitch({ row }: { row: Job }) {
  const { t } = useTranslation('system');
  const { hasPermi } = usePermission();
  const [changeStatus, { isLoading }] = useJobChangeStatusMutation();
  return (
    <EnableSwitch
      status={row.status}
      locked={!hasPermi('monitor:job:changeStatus')}
      label={t('job.fields.status')}
      loading={isLoading}
      confirm={(resume) =>
        t(resume ? 'job.status.resumeConfirm' : 'job.status.pauseConfirm', { name: row.jobName })
      }
      save={async (status) => !('error' in (await changeStatus({ jobId: row.jobId, status })))}
      done={(resume) => t(resume ? 'job.status.resumed' : 'job.status.paused')}
    />
  );
}
