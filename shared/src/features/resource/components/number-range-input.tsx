import { InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export interface NumberRange {
  min?: number | null;
  max?: number | null;
}

export interface NumberRangeInputProps {
  value?: NumberRange;
  onChange?: (value: NumberRange) => void;
  precision?: number;
  label: string;
}

/** Two numbers, from and to, as one form value `{min, max}`. */
export function NumberRangeInput({ value, onChange, precision, label }: NumberRangeInputProps) {
  const { t } = useTranslation('common');
  const current = value ?? {};
  return (
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber
        min={0}
        precision={precision}
        style={{ width: '50%' }}
        placeholder={t('resource.rangeFrom')}
        aria-label={`${label} ${t('resource.rangeFrom')}`}
        value={current.min ?? null}
        onChange={(min) => onChange?.({ ...current, min: typeof min === 'number' ? min : null })}
      />
      <InputNumber
        min={0}
        precision={precision}
        style={{ width: '50%' }}
        placeholder={t('resource.rangeTo')}
        aria-label={`${label} ${t('resource.rangeTo')}`}
        value={current.max ?? null}
        onChange={(max) => onChange?.({ ...current, max: typeof max === 'number' ? max : null })}
      />
    </Space.Compact>
  );
}

/** antd rule: the lower end of a range is not above the upper end. */
export function rangeRule(message: string) {
  return {
    validator: async (_rule: unknown, value: NumberRange | undefined) => {
      if (typeof value?.min === 'number' && typeof value.max === 'number' && value.min > value.max) {
        throw new Error(message);
      }
    },
  };
}
