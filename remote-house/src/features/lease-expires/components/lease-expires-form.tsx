import { DictSelect } from '@agency/shared/features/dict/components/dict-select';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import type { ApiError } from '@agency/shared/features/request/types/api-error';
import type { ResourceFormProps } from '@agency/shared/features/resource/types/resource-definition';
import { useIsBelowWidth } from '@agency/shared/features/responsive/hooks/use-window-width';
import { NARROW_BREAKPOINT } from '@agency/shared/features/responsive/utils/breakpoints';
import { Col, DatePicker, Form, Input, InputNumber, Modal, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { leaseExpiresApi, useAddLeaseExpiresMutation } from '../api/lease-expires-api';
import type { LeaseExpires, LeaseExpiresInput } from '../types/lease-expires';
import { HousePicker } from './house-picker';

interface LeaseValues {
  roomId?: number | null;
  tenantName: string;
  tenantPhone?: string;
  startDate: Dayjs;
  endDate: Dayjs;
  reminderLead: number;
  reminderUnit: LeaseExpiresInput['reminderUnit'];
  remark?: string;
}

const DATE = 'YYYY-MM-DD';
const FIELDS: (keyof LeaseValues)[] = [
  'roomId',
  'tenantName',
  'tenantPhone',
  'startDate',
  'endDate',
  'reminderLead',
  'reminderUnit',
  'remark',
];
const trimmed = (value: string | undefined) => (value?.trim() ? value.trim() : null);

function toValues(row: LeaseExpires | undefined): Partial<LeaseValues> {
  if (!row) return { reminderLead: 1, reminderUnit: 'month' };
  return {
    roomId: row.roomId,
    tenantName: row.tenantName,
    tenantPhone: row.tenantPhone ?? undefined,
    startDate: dayjs(row.startDate),
    endDate: dayjs(row.endDate),
    reminderLead: row.reminderLead,
    // The list answers any string here; the body takes only the dictionary's units.
    reminderUnit: row.reminderUnit as LeaseValues['reminderUnit'],
    remark: row.remark ?? undefined,
  };
}

/**
 * Add and edit a lease reminder (spec section 5): tenant, start, end after start and
 * the reminder lead with its unit are required; the house (from the house list) and
 * the tenant's phone are optional. Adds go to `POST /houseLeaseExpires/add`.
 */
export function LeaseExpiresForm({ row, onClose }: ResourceFormProps<LeaseExpires>) {
  const { t } = useTranslation(['house', 'common']);
  const narrow = useIsBelowWidth(NARROW_BREAKPOINT);
  const [form] = Form.useForm<LeaseValues>();
  const [add, adding] = useAddLeaseExpiresMutation();
  const [update, updating] = leaseExpiresApi.useUpdate();

  const submit = async (values: LeaseValues) => {
    const input: LeaseExpiresInput = {
      roomId: values.roomId ?? null,
      tenantName: values.tenantName.trim(),
      tenantPhone: trimmed(values.tenantPhone),
      startDate: values.startDate.format(DATE),
      endDate: values.endDate.format(DATE),
      reminderLead: values.reminderLead,
      reminderUnit: values.reminderUnit,
      remark: trimmed(values.remark),
    };
    const result = row ? await update({ ...input, id: row.id }) : await add(input);
    if ('error' in result) {
      // The request client showed the message; the server's field errors go beside their fields.
      const body = (result.error as ApiError).body as { fieldErrors?: { field: string; message: string }[] };
      const errors = (body?.fieldErrors ?? []).flatMap((item) => {
        const name = FIELDS.find((key) => key === item.field);
        return name ? [{ name, errors: [item.message] }] : [];
      });
      if (errors.length) form.setFields(errors);
      return;
    }
    getNotifier().success(t(row ? 'leaseExpires.messages.editSuccess' : 'leaseExpires.messages.addSuccess'));
    onClose();
  };

  return (
    <Modal
      open
      title={t(row ? 'leaseExpires.dialog.editTitle' : 'leaseExpires.dialog.addTitle')}
      width={narrow ? '100%' : 720}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={adding.isLoading || updating.isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<LeaseValues>
        form={form}
        name="lease-expires-form"
        layout="vertical"
        initialValues={toValues(row)}
        onFinish={(values) => void submit(values)}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="tenantName"
              label={t('leaseExpires.fields.tenantName')}
              rules={[
                { required: true, whitespace: true, message: t('leaseExpires.rules.tenantRequired') },
                { max: 100, message: t('leaseExpires.rules.tenantLength') },
              ]}
            >
              <Input placeholder={t('leaseExpires.placeholders.tenantName')} maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="tenantPhone"
              label={t('leaseExpires.fields.tenantPhone')}
              rules={[{ pattern: /^\+?[\d\s()-]{6,20}$/, message: t('leaseExpires.rules.phoneFormat') }]}
            >
              <Input placeholder={t('leaseExpires.placeholders.tenantPhone')} inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="roomId"
              label={t('leaseExpires.fields.house')}
              extra={t('leaseExpires.placeholders.houseHint')}
            >
              <HousePicker initialName={row?.houseName} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="startDate"
              label={t('leaseExpires.fields.startDate')}
              rules={[{ required: true, message: t('leaseExpires.rules.startRequired') }]}
            >
              <DatePicker style={{ width: '100%' }} aria-label={t('leaseExpires.fields.startDate')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="endDate"
              label={t('leaseExpires.fields.endDate')}
              dependencies={['startDate']}
              rules={[
                { required: true, message: t('leaseExpires.rules.endRequired') },
                ({ getFieldValue }) => ({
                  validator: async (_rule, value: Dayjs | undefined) => {
                    const start = getFieldValue('startDate') as Dayjs | undefined;
                    if (value && start && !value.isAfter(start, 'day'))
                      throw new Error(t('leaseExpires.rules.endAfterStart'));
                  },
                }),
              ]}
            >
              <DatePicker style={{ width: '100%' }} aria-label={t('leaseExpires.fields.endDate')} />
            </Form.Item>
          </Col>
          <Col xs={12} md={12}>
            <Form.Item
              name="reminderLead"
              label={t('leaseExpires.fields.reminderLead')}
              rules={[
                { required: true, message: t('leaseExpires.rules.leadRequired') },
                { type: 'integer', min: 1, max: 365, message: t('leaseExpires.rules.leadRange') },
              ]}
            >
              <InputNumber
                style={{ width: '100%' }}
                precision={0}
                aria-label={t('leaseExpires.fields.reminderLead')}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={12}>
            <Form.Item
              name="reminderUnit"
              label={t('leaseExpires.fields.reminderUnit')}
              rules={[{ required: true, message: t('leaseExpires.rules.unitRequired') }]}
            >
              <DictSelect
                dictType="lease_reminder_unit"
                allowClear={false}
                aria-label={t('leaseExpires.fields.reminderUnit')}
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="remark"
              label={t('leaseExpires.fields.remark')}
              rules={[{ max: 500, message: t('leaseExpires.rules.remarkLength') }]}
            >
              <Input.TextArea rows={2} maxLength={500} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
