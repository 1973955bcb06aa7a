import { DealAmountItems } from '@agency/shared/features/deal/components/deal-amount-items';
import { DealPeriodItems } from '@agency/shared/features/deal/components/deal-period-items';
import { periodOf, trimmedOrNull } from '@agency/shared/features/deal/utils/deal-values';
import { FormDialog } from '@agency/shared/features/form-dialog/components/form-dialog';
import type { RowDialogProps } from '@agency/shared/features/resource/types/row-dialog-props';
import { formatAmount } from '@agency/shared/features/resource/utils/format-amount';
import { Form, Input, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLeaseCarMutation } from '../api/car-api';
import type { Car, LeaseType } from '../types/car';
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

/**
 * Lease a vehicle out (`PUT /system/car/handleLease/{id}`): by the day or the month,
 * a unique lease order number, the customer, start, end after start, the amount
 * (suggested from the rent) and its currency. The server refuses a car not for rent.
 */
export function CarLeaseDialog({ row, onClose }: RowDialogProps<Car>) {
  const { t } = useTranslation(['vehicle', 'common']);
  const [form] = Form.useForm<LeaseValues>();
  const [lease, { isLoading }] = useLeaseCarMutation();
  const type = Form.useWatch('type', form);
  const start = Form.useWatch('startDate', form);
  const end = Form.useWatch('endDate', form);
  const suggestion = suggestedAmount(row, type, start, end);

  const send = (values: LeaseValues) =>
    lease({
      id: row.id,
      lease: {
        type: values.type,
        leaseOrderNumber: values.leaseOrderNumber.trim(),
        customerName: values.customerName.trim(),
        customerPhone: trimmedOrNull(values.customerPhone),
        ...periodOf(values),
        amount: values.amount,
        currency: values.currency,
        remark: trimmedOrNull(values.remark),
      },
    });

  return (
    <FormDialog<LeaseValues>
      title={t('car.lease.title', { name: carName(row) })}
      formName="car-lease-form"
      initialValues={{ type: 'day', currency: row.currency ?? 'LAK' }}
      send={send}
      busy={isLoading}
      successMessage={t('car.messages.leaseSuccess')}
      onClose={onClose}
      form={form}
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
        rules={[{ required: true, whitespace: true, message: t('car.lease.customerRequired') }, { max: 100 }]}
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
      <DealPeriodItems text={(key) => t(`car.lease.${key}`)} />
      <DealAmountItems
        names={{ amount: 'amount', currency: 'currency' }}
        labels={{ amount: t('car.lease.amount'), currency: t('car.lease.currency') }}
        notNegative={t('car.rules.notNegative')}
        required={{ amount: t('car.lease.amountRequired'), currency: t('car.lease.currencyRequired') }}
        extra={
          suggestion === null ? undefined : t('car.lease.amountHint', { amount: formatAmount(suggestion) })
        }
        onAmountFocus={() => {
          if (suggestion !== null && form.getFieldValue('amount') == null)
            form.setFieldValue('amount', suggestion);
        }}
      />
      <Form.Item name="remark" label={t('car.lease.remark')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </FormDialog>
  );
}
