import { DictSelect } from '@agency/shared/features/dict/components/dict-select';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { ImageUpload } from '@agency/shared/features/upload/components/image-upload';
import { skipToken } from '@reduxjs/toolkit/query';
import { Col, Divider, Form, Input, InputNumber, Modal, Row, Spin, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddCarMutation, useGetCarQuery, useUpdateCarMutation } from '../api/car-api';
import type { Car, CarInput } from '../types/car';
import { CAR_DICTS } from '../types/car-dicts';

export interface CarFormModalProps {
  open: boolean;
  /** The vehicle to edit; none to add one. */
  carId?: number | null;
  onClose: () => void;
}

type FormValues = Omit<CarInput, 'id'>;

const TEXT_FIELDS = [
  'plateNumber',
  'brand',
  'model',
  'vehicleType',
  'color',
  'fuelType',
  'displacement',
  'transmission',
  'driveType',
  'carStatus',
  'attribute',
  'description',
  'currency',
  'saleCurrency',
  'agentName',
  'agentPhone',
  'contactMethod',
  'images',
  'remark',
] as const;

const NUMBER_FIELDS = [
  'productionYear',
  'seatCount',
  'mileage',
  'price',
  'rentPerDay',
  'rentPerMonth',
  'cashDeposit',
  'saleMoney',
] as const;

/** The form's values as the API takes them: texts trimmed, empty values null. */
export function toCarInput(values: FormValues): FormValues {
  const input: Record<string, unknown> = { qualityCar: values.qualityCar ?? false };
  for (const key of TEXT_FIELDS) {
    const value = typeof values[key] === 'string' ? (values[key] as string).trim() : values[key];
    input[key] = value === '' || value === undefined ? null : value;
  }
  for (const key of NUMBER_FIELDS) input[key] = typeof values[key] === 'number' ? values[key] : null;
  return input as FormValues;
}

function fromCar(car: Car | undefined): Partial<FormValues> {
  if (!car) return { carStatus: 'pendingRent', qualityCar: false, currency: 'LAK', saleCurrency: 'LAK' };
  const values: Record<string, unknown> = { qualityCar: car.qualityCar };
  for (const key of [...TEXT_FIELDS, ...NUMBER_FIELDS]) values[key] = car[key] ?? undefined;
  return values as Partial<FormValues>;
}

function Field({ children }: { children: ReactNode }) {
  return (
    <Col xs={24} md={12}>
      {children}
    </Col>
  );
}

/** Add or edit a vehicle: plate, brand, model and type required; numbers in range; dictionary selects. */
export function CarFormModal({ open, carId, onClose }: CarFormModalProps) {
  const { t } = useTranslation(['vehicle', 'common']);
  const [form] = Form.useForm<FormValues>();
  const editing = typeof carId === 'number';
  const { data: car, isFetching } = useGetCarQuery(open && editing ? carId : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const [addCar, addState] = useAddCarMutation();
  const [updateCar, updateState] = useUpdateCarMutation();
  const loading = editing && (isFetching || !car);
  const maxYear = new Date().getFullYear() + 1;

  const notNegative: Rule[] = [{ type: 'number', min: 0, message: t('car.rules.notNegative') }];
  const maxLength = (max: number): Rule => ({ max, message: t('car.rules.tooLong', { max }) });
  const rules = {
    plateNumber: [
      { required: true, whitespace: true, message: t('car.rules.plateNumberRequired') },
      maxLength(20),
    ],
    brand: [{ required: true, whitespace: true, message: t('car.rules.brandRequired') }, maxLength(50)],
    model: [{ required: true, whitespace: true, message: t('car.rules.modelRequired') }, maxLength(50)],
    vehicleType: [{ required: true, message: t('car.rules.vehicleTypeRequired') }],
    productionYear: [
      { type: 'number', min: 1900, max: maxYear, message: t('car.rules.productionYear', { max: maxYear }) },
    ],
    seatCount: [{ type: 'number', min: 1, max: 99, message: t('car.rules.seatCount') }],
    agentPhone: [{ pattern: /^\+?[\d\s-]{6,20}$/, message: t('car.rules.phone') }],
  } satisfies Record<string, Rule[]>;

  const submit = async (values: FormValues) => {
    const input = toCarInput(values);
    const result = editing ? await updateCar({ ...input, id: carId }) : await addCar(input);
    // Failures were already reported by the request client.
    if ('error' in result) return;
    getNotifier().success(t(editing ? 'car.messages.editSuccess' : 'car.messages.addSuccess'));
    onClose();
  };

  const amount = (name: (typeof NUMBER_FIELDS)[number], label: string) => (
    <Field>
      <Form.Item name={name} label={label} rules={notNegative}>
        <InputNumber placeholder={t('car.placeholders.amount')} precision={2} style={{ width: '100%' }} />
      </Form.Item>
    </Field>
  );

  return (
    <Modal
      open={open}
      title={t(editing ? 'car.dialog.editTitle' : 'car.dialog.addTitle')}
      width={{ xs: '95%', md: 880 }}
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
            name="car-form"
            layout="vertical"
            // A new store each time the dialog opens: values typed in a cancelled dialog never leak.
            clearOnDestroy
            scrollToFirstError
            initialValues={fromCar(editing ? car : undefined)}
            onFinish={submit}
          >
            <Divider titlePlacement="start">{t('car.sections.basic')}</Divider>
            <Row gutter={16}>
              <Field>
                <Form.Item name="plateNumber" label={t('car.fields.plateNumber')} rules={rules.plateNumber}>
                  <Input placeholder={t('car.placeholders.plateNumber')} maxLength={20} />
                </Form.Item>
              </Field>
              <Field>
                <Form.Item name="vehicleType" label={t('car.fields.vehicleType')} rules={rules.vehicleType}>
                  <DictSelect dictType={CAR_DICTS.vehicleType} placeholder={t('car.placeholders.select')} />
                </Form.Item>
              </Field>
              <Field>
                <Form.Item name="brand" label={t('car.fields.brand')} rules={rules.brand}>
                  <Input placeholder={t('car.placeholders.brand')} maxLength={50} />
                </Form.Item>
              </Field>
              <Field>
                <Form.Item name="model" label={t('car.fields.model')} rules={rules.model}>
                  <Input placeholder={t('car.placeholders.model')} maxLength={50} />
                </Form.Item>
              </Field>
              <Field>
                <Form.Item name="color" label={t('car.fields.color')}>
                  <Input placeholder={t('car.placeholders.color')} maxLength={30} />
                </Form.Item>
              </Field>
              <Field>
                <Form.Item name="carStatus" label={t('car.fields.carStatus')}>
                  <DictSelect dictType={CAR_DICTS.carStatus} allowClear={false} />
                </Form.Item>
              </Field>
              <Field>
                <Form.Item name="attribute" label={t('car.fields.attribute')}>
                  <Input placeholder={t('car.placeholders.attribute')} maxLength={100} />
                </Form.Item>
              </Field>
              <Field>
                <Form.Item name="qualityCar" label={t('car.fields.qualityCar')} valuePropName="checked">
                  <Switch checkedChildren={t('car.yes')} unCheckedChildren={t('car.no')} />
                </Form.Item>
              </Field>
            </Row>

            <Divider titlePlacement="start">{t('car.sections.technical')}</Divider>
            <Row gutter={16}>
              <Field>
                <Form.Item
                  name="productionYear"
                  label={t('car.fields.productionYear')}
                  rules={rules.productionYear}
                >
                  <InputNumber
                    placeholder={t('car.placeholders.productionYear')}
                    precision={0}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Field>
              <Field>
                <Form.Item name="seatCount" label={t('car.fields.seatCount')} rules={rules.seatCount}>
                  <InputNumber
                    placeholder={t('car.placeholders.seatCount')}
                    precision={0}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Field>
              <Field>
                <Form.Item name="fuelType" label={t('car.fields.fuelType')}>
                  <DictSelect dictType={CAR_DICTS.fuelType} />
                </Form.Item>
              </Field>
              <Field>
                <Form.Item name="displacement" label={t('car.fields.displacement')}>
                  <Input placeholder={t('car.placeholders.displacement')} maxLength={20} />
                </Form.Item>
              </Field>
              <Field>
                <Form.Item name="transmission" label={t('car.fields.transmission')}>
                  <DictSelect dictType={CAR_DICTS.transmission} />
                </Form.Item>
              </Field>
              <Field>
                <Form.Item name="driveType" label={t('car.fields.driveType')}>
                  <DictSelect dictType={CAR_DICTS.driveType} />
                </Form.Item>
              </Field>
              <Field>
                <Form.Item name="mileage" label={t('car.fields.mileage')} rules={notNegative}>
                  <InputNumber
                    placeholder={t('car.placeholders.mileage')}
                    precision={0}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Field>
            </Row>

            <Divider titlePlacement="start">{t('car.sections.prices')}</Divider>
            <Row gutter={16}>
              {amount('rentPerDay', t('car.fields.rentPerDay'))}
              {amount('rentPerMonth', t('car.fields.rentPerMonth'))}
              {amount('price', t('car.fields.price'))}
              <Field>
                <Form.Item name="currency" label={t('car.fields.currency')}>
                  <DictSelect dictType={CAR_DICTS.currency} />
                </Form.Item>
              </Field>
              {amount('cashDeposit', t('car.fields.cashDeposit'))}
              {amount('saleMoney', t('car.fields.saleMoney'))}
              <Field>
                <Form.Item name="saleCurrency" label={t('car.fields.saleCurrency')}>
                  <DictSelect dictType={CAR_DICTS.currency} />
                </Form.Item>
              </Field>
            </Row>

            <Divider titlePlacement="start">{t('car.sections.contact')}</Divider>
            <Row gutter={16}>
              <Field>
                <Form.Item name="agentName" label={t('car.fields.agentName')}>
                  <Input placeholder={t('car.placeholders.agentName')} maxLength={50} />
                </Form.Item>
              </Field>
              <Field>
                <Form.Item name="agentPhone" label={t('car.fields.agentPhone')} rules={rules.agentPhone}>
                  <Input placeholder={t('car.placeholders.agentPhone')} maxLength={30} inputMode="tel" />
                </Form.Item>
              </Field>
              <Col span={24}>
                <Form.Item name="contactMethod" label={t('car.fields.contactMethod')}>
                  <Input placeholder={t('car.placeholders.contactMethod')} maxLength={100} />
                </Form.Item>
              </Col>
            </Row>

            <Divider titlePlacement="start">{t('car.sections.more')}</Divider>
            <Form.Item name="description" label={t('car.fields.description')}>
              <Input.TextArea placeholder={t('car.placeholders.description')} rows={4} />
            </Form.Item>
            <Form.Item name="images" label={t('car.fields.images')}>
              <ImageUpload />
            </Form.Item>
          </Form>
        )}
      </Spin>
    </Modal>
  );
}
