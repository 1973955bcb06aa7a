import { DictSelect } from '@agency/shared/features/dict/components/dict-select';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { DatePicker, Form, Input, InputNumber, Modal } from 'antd';
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

const DATE = 'YYYY-MM-DD';
const trimmed = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export interface LeaseDialogProps {
  row: HouseRoom;
  onClose: () => void;
}

/**
 * Rent out a house (`PUT /system/houseRoom/handlePush/{id}`): tenant, start,
 * end after start (spec section 5), rent and currency (the house's by default).
 */
export function LeaseDialog({ row, onClose }: LeaseDialogProps) {
  const { t } = useTranslation(['house', 'common']);
  const nameOf = useHouseName();
  const [form] = Form.useForm<LeaseValues>();
  const [rentOut, { isLoading }] = useRentOutHouseMutation();

  const submit = async (values: LeaseValues) => {
    const result = await rentOut({
      id: row.id,
      lease: {
        tenantName: values.tenantName.trim(),
        tenantPhone: trimmed(values.tenantPhone),
        startDate: values.startDate.format(DATE),
        endDate: values.endDate.format(DATE),
        rent: values.rent ?? null,
        currency: values.currency ?? null,
        remark: trimmed(values.remark),
      },
    });
    if ('error' in result) return;
    getNotifier().success(t('houseRoom.messages.rentSuccess'));
    onClose();
  };

  return (
    <Modal
      open
      title={t('houseRoom.dialog.leaseTitle', { name: nameOf(row) })}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<LeaseValues>
        form={form}
        name="house-lease-form"
        layout="vertical"
        initialValues={{ rent: row.rent, currency: row.currency ?? undefined }}
        onFinish={(values) => void submit(values)}
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
        <Form.Item
          name="startDate"
          label={t('houseRoom.lease.startDate')}
          rules={[{ required: true, message: t('houseRoom.lease.startRequired') }]}
        >
          <DatePicker style={{ width: '100%' }} aria-label={t('houseRoom.lease.startDate')} />
        </Form.Item>
        <Form.Item
          name="endDate"
          label={t('houseRoom.lease.endDate')}
          dependencies={['startDate']}
          rules={[
            { required: true, message: t('houseRoom.lease.endRequired') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: Dayjs | undefined) => {
                const start = getFieldValue('startDate') as Dayjs | undefined;
                if (value && start && !value.isAfter(start, 'day'))
                  throw new Error(t('houseRoom.lease.endAfterStart'));
              },
            }),
          ]}
        >
          <DatePicker style={{ width: '100%' }} aria-label={t('houseRoom.lease.endDate')} />
        </Form.Item>
        <Form.Item
          name="rent"
          label={t('houseRoom.lease.rent')}
          rules={[{ type: 'number', min: 0, message: t('houseRoom.rules.notNegative') }]}
        >
          <InputNumber style={{ width: '100%' }} precision={2} aria-label={t('houseRoom.lease.rent')} />
        </Form.Item>
        <Form.Item name="currency" label={t('houseRoom.lease.currency')}>
          <DictSelect dictType="sys_currency" aria-label={t('houseRoom.lease.currency')} />
        </Form.Item>
        <Form.Item name="remark" label={t('houseRoom.lease.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
