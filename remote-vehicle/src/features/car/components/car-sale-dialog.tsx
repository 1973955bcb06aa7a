import { DealAmountItems } from '@agency/shared/features/deal/components/deal-amount-items';
import { trimmedOrNull } from '@agency/shared/features/deal/utils/deal-values';
import { FormDialog } from '@agency/shared/features/form-dialog/components/form-dialog';
import type { RowDialogProps } from '@agency/shared/features/resource/types/row-dialog-props';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSellCarMutation } from '../api/car-api';
import type { Car } from '../types/car';
import { carName } from '../utils/car-name';

interface SaleValues {
  soldPrice: number;
  soldCurrency: string;
  buyerName: string;
  buyerPhone?: string;
}

/** Sell a vehicle on offer (`PUT /system/car/handleSold/{id}`): the price and the buyer. */
export function CarSaleDialog({ row, onClose }: RowDialogProps<Car>) {
  const { t } = useTranslation(['vehicle', 'common']);
  const [sell, { isLoading }] = useSellCarMutation();

  const send = (values: SaleValues) =>
    sell({
      id: row.id,
      sale: {
        soldPrice: values.soldPrice,
        soldCurrency: values.soldCurrency,
        buyerName: values.buyerName.trim(),
        buyerPhone: trimmedOrNull(values.buyerPhone),
      },
    });

  return (
    <FormDialog<SaleValues>
      title={t('car.sale.title', { name: carName(row) })}
      formName="car-sale-form"
      initialValues={{
        soldPrice: row.saleMoney ?? undefined,
        soldCurrency: row.saleCurrency ?? row.currency ?? 'LAK',
      }}
      send={send}
      busy={isLoading}
      successMessage={t('car.messages.sellSuccess')}
      onClose={onClose}
    >
      <DealAmountItems
        names={{ amount: 'soldPrice', currency: 'soldCurrency' }}
        labels={{ amount: t('car.sale.soldPrice'), currency: t('car.sale.soldCurrency') }}
        notNegative={t('car.rules.notNegative')}
        required={{ amount: t('car.sale.priceRequired') }}
      />
      <Form.Item
        name="buyerName"
        label={t('car.sale.buyerName')}
        rules={[{ required: true, whitespace: true, message: t('car.sale.buyerRequired') }, { max: 100 }]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="buyerPhone"
        label={t('car.sale.buyerPhone')}
        rules={[{ pattern: /^\+?[\d\s-]{6,20}$/, message: t('car.rules.phone') }]}
      >
        <Input inputMode="tel" />
      </Form.Item>
    </FormDialog>
  );
}
