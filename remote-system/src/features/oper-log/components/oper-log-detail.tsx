import { DictTag } from '@agency/shared/features/dict/components/dict-tag';
import { EyeOutlined } from '@ant-design/icons';
import { Button, Descriptions, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_STATUS_DICT } from '../../dict/config/common-dicts';
import { OPER_TYPE_DICT } from '../config/oper-log-dicts';
import type { OperLog } from '../types/oper-log';

/** Pretty JSON when the recorded text is JSON, else the text as recorded. */
function readable(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

const block = {
  margin: 0,
  maxHeight: 240,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
} as const;

/** The row's "Detail": who did what, from where, the request and the answer (RuoYi's 操作日志详细). */
export function OperLogDetail({ row }: { row: OperLog }) {
  const { t } = useTranslation(['system', 'common']);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setOpen(true)}>
        {t('operLog.detail')}
      </Button>
      <Modal
        open={open}
        title={t('operLog.detailTitle')}
        width={760}
        footer={<Button onClick={() => setOpen(false)}>{t('common:actions.close')}</Button>}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
          <Descriptions.Item label={t('operLog.fields.title')}>
            {row.title} / <DictTag dictType={OPER_TYPE_DICT} value={String(row.businessType)} />
          </Descriptions.Item>
          <Descriptions.Item label={t('operLog.fields.operName')}>
            {row.operName} {row.deptName ? `(${row.deptName})` : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('operLog.fields.operUrl')}>
            {row.requestMethod} {row.operUrl}
          </Descriptions.Item>
          <Descriptions.Item label={t('operLog.fields.operIp')}>
            {row.operIp} {row.operLocation}
          </Descriptions.Item>
          <Descriptions.Item label={t('operLog.fields.operParam')} span={2}>
            <Typography.Paragraph style={block}>
              <code>{readable(row.operParam)}</code>
            </Typography.Paragraph>
          </Descriptions.Item>
          <Descriptions.Item label={t('operLog.fields.jsonResult')} span={2}>
            <Typography.Paragraph style={block}>
              <code>{readable(row.jsonResult)}</code>
            </Typography.Paragraph>
          </Descriptions.Item>
          <Descriptions.Item label={t('operLog.fields.status')}>
            <DictTag dictType={COMMON_STATUS_DICT} value={String(row.status)} />
          </Descriptions.Item>
          <Descriptions.Item label={t('operLog.fields.costTime')}>{`${row.costTime} ms`}</Descriptions.Item>
          <Descriptions.Item label={t('operLog.fields.operTime')}>{row.operTime}</Descriptions.Item>
          {row.errorMsg ? (
            <Descriptions.Item label={t('operLog.fields.errorMsg')} span={2}>
              <Typography.Text type="danger">{row.errorMsg}</Typography.Text>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </Modal>
    </>
  );
}
