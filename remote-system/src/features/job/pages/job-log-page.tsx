import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { jobLogResource } from '../fields/job-log-resource';

/** `monitor/job/log` (`/monitor/job-log/index`, filtered by the URL): the runs of the jobs. */
export default function JobLogPage() {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  return (
    <div className="monitor-job-log-page">
      <Flex align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/monitor/job')}>
          {t('job.log.back')}
        </Button>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('job.log.heading')}
        </Typography.Title>
      </Flex>
      <ResourceList definition={jobLogResource} />
    </div>
  );
}
