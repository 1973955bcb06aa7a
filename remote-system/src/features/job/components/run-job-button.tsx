import { ActionButton } from '@agency/shared/features/resource/components/action-button';
import { CaretRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useJobRunMutation } from '../api/job-api';
import type { Job } from '../types/job';

/** "Run once" (RuoYi's 执行一次): runs the job now and says how it went (the server's message). */
export function RunJobButton({ row }: { row: Job }) {
  const { t } = useTranslation('system');
  const [run] = useJobRunMutation();
  return (
    <ActionButton
      type="link"
      size="small"
      icon={<CaretRightOutlined />}
      permission="monitor:job:changeStatus"
      confirm={{
        title: t('job.run'),
        content: t('job.runConfirm', { name: row.jobName }),
        okText: t('job.run'),
      }}
      action={async () => (await run({ jobId: row.jobId, jobGroup: row.jobGroup }).unwrap()).msg}
    >
      {t('job.run')}
    </ActionButton>
  );
}
