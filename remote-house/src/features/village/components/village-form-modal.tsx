import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { skipToken } from '@reduxjs/toolkit/query';
import { Form, Input, InputNumber, Modal, Spin } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useAddVillageMutation, useGetVillageQuery, useUpdateVillageMutation } from '../api/village-api';
import type { Village, VillageInput } from '../types/village';

type FormValues = Omit<VillageInput, 'id'>;

export interface VillageFormModalProps {
  open: boolean;
  /** The village to edit; none to add one. */
  villageId?: number | null;
  onClose: () => void;
}

const emptyToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

function toInput(values: FormValues): FormValues {
  return {
    name: values.name.trim(),
    area: values.area ?? null,
    year: emptyToNull(values.year),
    buildingType: emptyToNull(values.buildingType),
    greeningRate: values.greeningRate ?? null,
    introduction: emptyToNull(values.introduction),
    remark: emptyToNull(values.remark),
  };
}

function fromVillage(village: Village | undefined): Partial<FormValues> {
  if (!village) return {};
  return {
    name: village.name,
    area: village.area,
    year: village.year,
    buildingType: village.buildingType,
    greeningRate: village.greeningRate,
    introduction: village.introduction,
    remark: village.remark,
  };
}

/**
 * Add or edit a village: name required (at most 100 characters), year of 4
 * digits, greening rate 0–100 %, area not negative.
 */
export function VillageFormModal({ open, villageId, onClose }: VillageFormModalProps) {
  const { t } = useTranslation(['house', 'common']);
  const [form] = Form.useForm<FormValues>();
  const editing = typeof villageId === 'number';
  const { data: village, isFetching } = useGetVillageQuery(open && editing ? villageId : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const [addVillage, addState] = useAddVillageMutation();
  const [updateVillage, updateState] = useUpdateVillageMutation();
  const loading = editing && (isFetching || !village);

  const rules: Record<'name' | 'year' | 'greeningRate' | 'area', Rule[]> = {
    name: [
      { required: true, whitespace: true, message: t('village.rules.nameRequired') },
      { max: 100, message: t('village.rules.nameLength') },
    ],
    year: [{ pattern: /^\d{4}$/, message: t('village.rules.yearFormat') }],
    greeningRate: [{ type: 'number', min: 0, max: 100, message: t('village.rules.greeningRateRange') }],
    area: [{ type: 'number', min: 0, message: t('village.rules.areaRange') }],
  };

  const submit = async (values: FormValues) => {
    const input = toInput(values);
    const result = editing ? await updateVillage({ ...input, id: villageId }) : await addVillage(input);
    // Failures were already reported by the request client.
    if ('error' in result) return;
    getNotifier().success(t(editing ? 'village.messages.editSuccess' : 'village.messages.addSuccess'));
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t(editing ? 'village.dialog.editTitle' : 'village.dialog.addTitle')}
      width={{ xs: '90%', md: 640 }}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={addState.isLoading || updateState.isLoading}
      okButtonProps={{ disabled: loading }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Spin spinning={loading}>
        {!loading && (
          <Form<FormValues>
            form={form}
            name="village-form"
            layout="vertical"
            // A new store each time the dialog opens: values typed in a cancelled dialog never leak.
            clearOnDestroy
            scrollToFirstError
            initialValues={fromVillage(editing ? village : undefined)}
            onFinish={submit}
          >
            <Form.Item name="name" label={t('village.fields.name')} rules={rules.name}>
              <Input placeholder={t('village.placeholders.name')} maxLength={100} />
            </Form.Item>
            <Form.Item name="area" label={t('village.fields.area')} rules={rules.area}>
              <InputNumber
                placeholder={t('village.placeholders.area')}
                precision={2}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item name="year" label={t('village.fields.year')} rules={rules.year}>
              <Input placeholder={t('village.placeholders.year')} inputMode="numeric" />
            </Form.Item>
            <Form.Item name="buildingType" label={t('village.fields.buildingType')}>
              <Input placeholder={t('village.placeholders.buildingType')} maxLength={50} />
            </Form.Item>
            <Form.Item
              name="greeningRate"
              label={t('village.fields.greeningRate')}
              rules={rules.greeningRate}
            >
              <InputNumber
                placeholder={t('village.placeholders.greeningRate')}
                precision={2}
                suffix="%"
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item name="introduction" label={t('village.fields.introduction')}>
              <Input.TextArea placeholder={t('village.placeholders.introduction')} rows={4} />
            </Form.Item>
            <Form.Item name="remark" label={t('village.fields.remark')}>
              <Input.TextArea placeholder={t('village.placeholders.remark')} rows={2} maxLength={500} />
            </Form.Item>
          </Form>
        )}
      </Spin>
    </Modal>
  );
}
