import { DealAmountItems } from '@agency/shared/features/deal/components/deal-amount-items';
import { DealPeriodItems } from '@agency/shared/features/deal/components/deal-period-items';
import { periodOf, trimmedOrNull } from '@agency/shared/features/deal/utils/deal-values';
import { FormDialog } from '@agency/shared/features/form-dialog/components/form-dialog';
import type { RowDialogProps } from '@agency/shared/features/resource/types/row-dialog-props';
import { Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useRentOutHouseMutation } from '../api/house-room-api';
import type { HouseRoom } from '../types/house-room';
import { useHouseName } from './house-name-text';

interface LeaseValues {
  tenantName: string;
  tenantPhone?: string;
  startDate: Dayjs;
  endDate: Dayjs;
  rent?: number | null;
  currency?: string;
  remark?: string;
}

/**
 * Rent out a house (`PUT /system/houseRoom/handlePush/{id}`): tenant, start,
 * end after start (spec section 5), rent and currency (the house's by default).
 */
export function LeaseDialog({ row, onClose }: RowDialogProps<HouseRoom>) {
  const { t } = useTranslation(['house', 'common']);
  const nameOf = useHouseName();
  const [rentOut, { isLoading }] = useRentOutHouseMutation();

  const send = (values: LeaseValues) =>
    rentOut({
      id: row.id,
      lease: {
        tenantName: values.tenantName.trim(),
        tenantPhone: trimmedOrNull(values.tenantPhone),
        ...periodOf(values),
        rent: values.rent ?? null,
        currency: values.currency ?? null,
        remark: trimmedOrNull(values.remark),
      },
    });

  return (
    <FormDialog<LeaseValues>
      title={t('houseRoom.dialog.leaseTitle', { name: nameOf(row) })}
      formName="house-lease-form"
      initialValues={{ rent: row.rent, currency: row.currency ?? undefined }}
      send={send}
      busy={isLoading}
      successMessage={t('houseRoom.messages.rentSuccess')}
      onClose={onClose}
    >
      <Form.Item
        name="tenantName"
        label={t('houseRoom.lease.tenantName')}
        rules={[
          { required: true, whitespace: true, message: t('houseRoom.lease.tenantRequired') },
          { max: 50 },
        ]}
      >
        <Input placeholder={t('houseRoom.lease.tenantPlaceholder')} />
      </Form.Item>
      <Form.Item name="tenantPhone" label={t('houseRoom.lease.tenantPhone')} rules={[{ max: 30 }]}>
        <Input />
      </Form.Item>
      <DealPeriodItems text={(key) => t(`houseRoom.lease.${key}`)} />
      <DealAmountItems
        names={{ amount: 'rent', currency: 'currency' }}
        labels={{ amount: t('houseRoom.lease.rent'), currency: t('houseRoom.lease.currency') }}
        notNegative={t('houseRoom.rules.notNegative')}
      />
      <Form.Item name="remark" label={t('houseRoom.lease.remark')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </FormDialog>
  );
}
