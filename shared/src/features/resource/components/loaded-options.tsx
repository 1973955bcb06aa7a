import { Select, type SelectProps } from 'antd';
import type { ResourceField } from '../types/resource-field';

type Options = NonNullable<ResourceField<unknown>['useOptions']>;
type OptionValue = string | number;

export interface LoadedOptionsSelectProps extends Omit<SelectProps, 'options' | 'value' | 'onChange'> {
  useOptions: Options;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

const asText = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? undefined
    : Array.isArray(value)
      ? value.map(String)
      : String(value);

/**
 * A select over options a hook loads (villages, agents), for `select` fields with
 * `useOptions`. Values are matched as text (a filter read from the URL is text) and
 * handed back in the option's own type (a village id stays a number).
 */
export function LoadedOptionsSelect({ useOptions, value, onChange, ...props }: LoadedOptionsSelectProps) {
  const options = useOptions();
  const original = new Map<string, OptionValue>(
    options.map((option) => [String(option.value), option.value]),
  );
  const back = (text: string) => original.get(text) ?? text;
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      options={options.map((option) => ({ value: String(option.value), label: option.label }))}
      value={asText(value)}
      onChange={(next: string | string[] | undefined) =>
        onChange?.(next === undefined ? null : Array.isArray(next) ? next.map(back) : back(next))
      }
      {...props}
    />
  );
}

/** The label of a loaded option, or the value itself. */
export function LoadedOptionLabel({ useOptions, value }: { useOptions: Options; value: unknown }) {
  const option = useOptions().find((candidate) => String(candidate.value) === String(value));
  return <>{option ? option.label : String(value)}</>;
}
