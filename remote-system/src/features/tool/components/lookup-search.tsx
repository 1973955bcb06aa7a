import { Input } from 'antd';

export interface LookupSearchProps {
  placeholder: string;
  /** Shows the box in red (the words are not a valid search). */
  invalid?: boolean;
  /** The words, trimmed, on Enter or the button. */
  onSearch: (text: string) => void;
}

/** The search box of a lookup tab (dictionaries, permissions): asks only when told to. */
export function LookupSearch({ placeholder, invalid = false, onSearch }: LookupSearchProps) {
  return (
    <Input.Search
      allowClear
      enterButton
      maxLength={100}
      status={invalid ? 'error' : undefined}
      placeholder={placeholder}
      style={{ maxWidth: 420 }}
      onSearch={(value) => onSearch(value.trim())}
    />
  );
}
