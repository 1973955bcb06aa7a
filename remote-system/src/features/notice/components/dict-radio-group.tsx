import { useDict } from '@agency/shared/features/dict/hooks/use-dict';
import { Radio } from 'antd';

interface DictRadioGroupProps {
  dictType: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}

/**
 * A dictionary's entries as radio buttons (a Form.Item control): the notice
 * form offers its two types and two states side by side, not in a select.
 */
export function DictRadioGroup({ dictType, value, onChange, disabled }: DictRadioGroupProps) {
  const { options } = useDict(dictType);
  return (
    <Radio.Group
      value={value}
      disabled={disabled}
      onChange={(event) => onChange?.(event.target.value)}
      options={options.map((option) => ({ value: option.value, label: option.label }))}
    />
  );
}
