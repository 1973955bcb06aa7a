import { DictSelect } from '@agency/shared/features/dict/components/dict-select';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { formatAmount } from '@agency/shared/features/resource/utils/format-amount';
import { DatePicker, Form, Input, InputNumber, Modal, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLeaseCarMutation } from '../api/car-api';
import type { Car, LeaseType } from '../types/car';
import { CAR_DICTS } from '../types/car-dicts';
import { carName } from '../utils/car-name';
import { suggestedAmount } from '../utils/lease-amount';

interface LeaseValues {
  type: LeaseType;
  leaseOrderNumber: string;
  customerName: string;
  customerPhone?: string;
  startDate: Dayjs;
  endDate: Dayjs;
  amount: number;
  currency: string;
  remark?: string;
}

const DATE = 'YYYY-MM-DD';
const trimmed = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export interface CarLeaseDialogProps {
  row: Car;
  onClose: () => void;
}

/**
 * Lease a vehicle out (`PUT /system/car/handleLease/{id}`): by the day or the month,
 * a unique lease order number, the customer, start, end after start, the amount
 * (suggested from the rent) and its currency. The server refuses a car not for rent.
 */
export function CarLeaseDialog({ row, onClose }: CarLeaseDialogProps) {
  const { t } = useTranslation(['vehicle', 'common']);
  const [form] = Form.useForm<LeaseValues>();
  const [lease, { isLoading }] = useLeaseCarMutation();
  const type = Form.useWatch('type', form);
  const start = Form.useWatch('startDate', form);
  const end = Form.useWatch('endDate', form);
  const suggestion = suggestedAmount(row, type, start, end);

  const submit = async (values: LeaseValues) => {
    const result = await lease({
      id: row.id,
      lease: {
        type: values.type,
        leaseOrderNumber: values.leaseOrderNumber.trim(),
        customerName: values.customerName.trim(),
        customerPhone: trimmed(values.customerPhone),
        startDate: values.startDate.format(DATE),
        endDate: values.endDate.format(DATE),
        amount: values.amount,
        currency: values.currency,
        remark: trimmed(values.remark),
      },
    });
    if ('error' in result) return; // the request client has shown the server's reason
    getNotifier().success(t('car.messages.leaseSuccess'));
    onClose();
  };

  return (
    <Modal
      open
      title={t('car.lease.title', { name: carName(row) })}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<LeaseValues>
        form={form}
        name="car-lease-form"
        layout="vertical"
        initialValues={{ type: 'day', currency: row.currency ?? 'LAK' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="type" label={t('car.lease.type')} rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            options={(['day', 'month'] as const).map((value) => ({
              value,
              label: t(`car.lease.types.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="leaseOrderNumber"
          label={t('car.lease.leaseOrderNumber')}
          rules={[
            { required: true, whitespace: true, message: t('car.lease.orderRequired') },
            { pattern: /^\s*[A-Za-z0-9][A-Za-z0-9_/-]*\s*$/, message: t('car.lease.orderFormat') },
            { max: 64 },
          ]}
        >
          <Input placeholder={t('car.lease.orderPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="customerName"
          label={t('car.lease.customerName')}
          rules={[
            { required: true, whitespace: true, message: t('car.lease.customerRequired') },
            { max: 100 },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="customerPhone"
          label={t('car.lease.customerPhone')}
          rules={[{ pattern: /^\+?[\d\s-]{6,20}$/, message: t('car.rules.phone') }]}
        >
          <Input inputMode="tel" />
        </Form.Item>
        <Form.Item
          name="startDate"
          label={t('car.lease.startDate')}
          rules={[{ required: true, message: t('car.lease.startRequired') }]}
        >
          <DatePicker style={{ width: '100%' }} aria-label={t('car.lease.startDate')} />
        </Form.Item>
        <Form.Item
          name="endDate"
          label={t('car.lease.endDate')}
          dependencies={['startDate']}
          rules={[
            { required: true, message: t('car.lease.endRequired') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: Dayjs | undefined) => {
                const from = getFieldValue('startDate') as Dayjs | undefined;
                if (value && from && !value.isAfter(from, 'day'))
                  throw new Error(t('car.lease.endAfterStart'));
              },
            }),
          ]}
        >
          <DatePicker style={{ width: '100%' }} aria-label={t('car.lease.endDate')} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('car.lease.amount')}
          extra={
            suggestion === null ? undefined : t('car.lease.amountHint', { amount: formatAmount(suggestion) })
          }
          rules={[
            { required: true, message: t('car.lease.amountRequired') },
            { type: 'number', min: 0, message: t('car.rules.notNegative') },
          ]}
        >
          <InputNumber
            style={{ width: '100%' }}
            precision={2}
            aria-label={t('car.lease.amount')}
            onFocus={() => {
              if (suggestion !== null && form.getFieldValue('amount') == null)
                form.setFieldValue('amount', suggestion);
            }}
          />
        </Form.Item>
        <Form.Item
          name="currency"
          label={t('car.lease.currency')}
          rules={[{ required: true, message: t('car.lease.currencyRequired') }]}
        >
          <DictSelect dictType={CAR_DICTS.currency} aria-label={t('car.lease.currency')} />
        </Form.Item>
        <Form.Item name="remark" label={t('car.lease.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
