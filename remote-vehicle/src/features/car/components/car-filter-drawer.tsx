import { DictSelect } from '@agency/shared/features/dict/components/dict-select';
import { Button, Drawer, Form, Input, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarFilters } from '../types/car';
import { CAR_DICTS } from '../types/car-dicts';

export interface CarFilterDrawerProps {
  open: boolean;
  /** The filters in force (the form starts from them). */
  filters: CarFilters;
  onApply: (filters: CarFilters) => void;
  onClose: () => void;
}

/** Drops empty values and trims the texts. */
export function cleanCarFilters(values: CarFilters): CarFilters {
  const filters: CarFilters = {};
  for (const key of ['plateNumber', 'brand', 'vehicleType', 'carStatus', 'fuelType'] as const) {
    const value = values[key]?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** The vehicle list's filters in a drawer: plate, brand, vehicle type, status and fuel. */
export function CarFilterDrawer({ open, filters, onApply, onClose }: CarFilterDrawerProps) {
  const { t } = useTranslation(['vehicle', 'common']);
  const [form] = Form.useForm<CarFilters>();

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(filters);
    }
  }, [open, filters, form]);

  return (
    <Drawer
      open={open}
      title={t('car.filter.title')}
      size={360}
      onClose={onClose}
      forceRender
      footer={
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button
            onClick={() => {
              form.resetFields();
              onApply({});
            }}
          >
            {t('common:actions.reset')}
          </Button>
          <Button type="primary" onClick={() => form.submit()}>
            {t('common:actions.search')}
          </Button>
        </Space>
      }
    >
      <Form<CarFilters>
        form={form}
        name="car-filter"
        layout="vertical"
        onFinish={(values) => onApply(cleanCarFilters(values))}
      >
        <Form.Item name="plateNumber" label={t('car.fields.plateNumber')}>
          <Input allowClear placeholder={t('car.placeholders.plateNumber')} />
        </Form.Item>
        <Form.Item name="brand" label={t('car.fields.brand')}>
          <Input allowClear placeholder={t('car.placeholders.brand')} />
        </Form.Item>
        <Form.Item name="vehicleType" label={t('car.fields.vehicleType')}>
          <DictSelect dictType={CAR_DICTS.vehicleType} />
        </Form.Item>
        <Form.Item name="carStatus" label={t('car.fields.carStatus')}>
          <DictSelect dictType={CAR_DICTS.carStatus} />
        </Form.Item>
        <Form.Item name="fuelType" label={t('car.fields.fuelType')}>
          <DictSelect dictType={CAR_DICTS.fuelType} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
