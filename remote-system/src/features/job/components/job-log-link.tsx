import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { FileSearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { jobLogUrl } from '../utils/job-log-url';

/** Opens the job log (`monitor:job:query`, as RuoYi's 调度日志), for one job or for all. */
export function JobLogLink({
  job,
  asToolbar,
}: {
  job?: { jobName: string; jobGroup: string };
  asToolbar?: boolean;
}) {
  const { t } = useTranslation('system');
  const { hasPermi } = usePermission();
  const navigate = useNavigate();
  if (!hasPermi('monitor:job:query')) return null;
  return (
    <Button
      type={asToolbar ? 'default' : 'link'}
      size={asToolbar ? 'middle' : 'small'}
      icon={<FileSearchOutlined />}
      onClick={() => navigate(jobLogUrl(job))}
    >
      {t('job.log.open')}
    </Button>
  );
}
