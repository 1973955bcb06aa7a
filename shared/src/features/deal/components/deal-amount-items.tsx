import { Form, InputNumber } from 'antd';
import type { ReactNode } from 'react';
import { DictSelect } from '../../dict/components/dict-select';

export interface DealAmountItemsProps {
  /** Form names of the amount and of its currency (a `sys_currency` value). */
  names: { amount: string; currency: string };
  /** Labels of the two inputs (also their screen-reader names). */
  labels: { amount: string; currency: string };
  /** The message of an amount below zero. */
  notNegative: string;
  /** When the deal needs both: the amount's message, and the currency's (the form's default without one). */
  required?: { amount: string; currency?: string };
  /** A hint below the amount (a suggested price). */
  extra?: ReactNode;
  onAmountFocus?: () => void;
}

/**
 * A deal's amount (two decimals, not negative) and its currency, as the house lease, the
 * vehicle lease and the vehicle sale ask for them.
 */
export function DealAmountItems({
  names,
  labels,
  notNegative,
  required,
  extra,
  onAmountFocus,
}: DealAmountItemsProps) {
  const currencyRequired =
    required &&
    (required.currency === undefined ? { required: true } : { required: true, message: required.currency });
  return (
    <>
      <Form.Item
        name={names.amount}
        label={labels.amount}
        extra={extra}
        rules={[
          ...(required ? [{ required: true, message: required.amount }] : []),
          { type: 'number', min: 0, message: notNegative },
        ]}
      >
        <InputNumber
          style={{ width: '100%' }}
          precision={2}
          aria-label={labels.amount}
          onFocus={onAmountFocus}
        />
      </Form.Item>
      <Form.Item
        name={names.currency}
        label={labels.currency}
        rules={currencyRequired ? [currencyRequired] : undefined}
      >
        <DictSelect dictType="sys_currency" aria-label={labels.currency} />
      </Form.Item>
    </>
  );
}
