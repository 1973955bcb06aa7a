import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { DatePicker, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignContractMutation } from '../api/contract-detail-api';

interface SignDialogProps {
  contractId: number;
  open: boolean;
  onClose: () => void;
}

/** Signs a draft, with an optional end date (today or later) after which the contract expires. */
export function SignDialog({ contractId, open, onClose }: SignDialogProps) {
  const { t } = useTranslation('pact');
  const [endDate, setEndDate] = useState<Dayjs | null>(null);
  const [sign, { isLoading }] = useSignContractMutation();

  const submit = async () => {
    try {
      await sign({ id: contractId, endDate: endDate ? endDate.format('YYYY-MM-DD') : null }).unwrap();
      getNotifier().success(t('detail.sign.success'));
      onClose();
    } catch {
      // the request layer showed the server's reason
    }
  };

  return (
    <Modal
      open={open}
      title={t('detail.sign.title')}
      okText={t('detail.sign.ok')}
      cancelText={t('detail.cancel')}
      confirmLoading={isLoading}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('detail.sign.content')}</Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item label={t('detail.sign.endDate')} extra={t('detail.sign.endDateHint')}>
          <DatePicker
            value={endDate}
            onChange={setEndDate}
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
