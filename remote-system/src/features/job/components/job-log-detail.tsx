import { DictTag } from '@agency/shared/features/dict/components/dict-tag';
import { EyeOutlined } from '@ant-design/icons';
import { Button, Descriptions, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_STATUS_DICT } from '../../dict/config/common-dicts';
import { JOB_GROUP_DICT } from '../config/job-dicts';
import type { JobLog } from '../types/job';

/** The row's "Detail": the run's message and, when it failed, the error (RuoYi's 调度日志详细). */
export function JobLogDetail({ row }: { row: JobLog }) {
  const { t } = useTranslation(['system', 'common']);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setOpen(true)}>
        {t('job.log.detail')}
      </Button>
      <Modal
        open={open}
        title={t('job.log.detailTitle')}
        width={720}
        footer={<Button onClick={() => setOpen(false)}>{t('common:actions.close')}</Button>}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
          <Descriptions.Item label={t('job.log.fields.jobLogId')}>{row.jobLogId}</Descriptions.Item>
          <Descriptions.Item label={t('job.log.fields.createTime')}>{row.createTime}</Descriptions.Item>
          <Descriptions.Item label={t('job.fields.jobName')}>{row.jobName}</Descriptions.Item>
          <Descriptions.Item label={t('job.fields.jobGroup')}>
            <DictTag dictType={JOB_GROUP_DICT} value={row.jobGroup} />
          </Descriptions.Item>
          <Descriptions.Item label={t('job.fields.invokeTarget')} span={2}>
            <code>{row.invokeTarget}</code>
          </Descriptions.Item>
          <Descriptions.Item label={t('job.log.fields.jobMessage')} span={2}>
            {row.jobMessage}
          </Descriptions.Item>
          <Descriptions.Item label={t('job.log.fields.status')} span={2}>
            <DictTag dictType={COMMON_STATUS_DICT} value={row.status} />
          </Descriptions.Item>
          {row.exceptionInfo ? (
            <Descriptions.Item label={t('job.log.fields.exceptionInfo')} span={2}>
              <Typography.Paragraph
                type="danger"
                style={{ margin: 0, maxHeight: 240, overflow: 'auto', whiteSpace: 'pre-wrap' }}
              >
                {row.exceptionInfo}
              </Typography.Paragraph>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </Modal>
    </>
  );
}
