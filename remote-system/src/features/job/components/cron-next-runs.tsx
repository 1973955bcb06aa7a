import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Flex, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJobCronNextQuery } from '../api/job-api';

/** Wait this long after the last key before asking the server (typing is not a query a key). */
const DEBOUNCE_MS = 400;

/** The next five times an expression runs, from the server that will run it (its clock and rules). */
export function CronNextRuns({ value }: { value: string }) {
  const { t } = useTranslation('system');
  const [asked, setAsked] = useState(value.trim());
  useEffect(() => {
    const timer = setTimeout(() => setAsked(value.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const { data, isError, isFetching } = useJobCronNextQuery(asked || skipToken);
  if (!asked) return null;
  if (isError)
    return <Alert type="warning" showIcon title={t('job.cron.invalid')} className="job-cron-invalid" />;
  return (
    <Spin spinning={isFetching} size="small">
      <Flex vertical gap={2} className="job-cron-next">
        <Typography.Text strong>{t('job.cron.nextRuns')}</Typography.Text>
        <ol style={{ margin: 0, paddingInlineStart: 20 }}>
          {(data ?? []).map((time) => (
            <li key={time}>{time}</li>
          ))}
        </ol>
      </Flex>
    </Spin>
  );
}
