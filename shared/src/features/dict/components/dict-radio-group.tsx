import { Radio } from 'antd';
import { useDict } from '../hooks/use-dict';

export interface DictRadioGroupProps {
  dictType: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}

/**
 * A dictionary's entries as radio buttons (a Form.Item control), for short
 * dictionaries best seen side by side (notice type and status).
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
