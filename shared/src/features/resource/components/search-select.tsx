import { Select } from 'antd';
import { type CSSProperties, useState } from 'react';

export interface SearchOption {
  value: number;
  label: string;
}

/**
 * A query hook that finds options on the server: by typed text (`name`), or the one with
 * `id` (to name the chosen value when editing). RTK Query hooks fit as they are.
 */
export type UseOptionSearch = (
  args: { name?: string; id?: number },
  options?: { skip?: boolean },
) => { data?: readonly SearchOption[]; isFetching: boolean };

export interface SearchSelectProps {
  useSearch: UseOptionSearch;
  value?: number | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
  /** The accessible name (the field's label). */
  ariaLabel?: string;
  notFound?: string;
  disabled?: boolean;
  style?: CSSProperties;
}

/**
 * Picks one record among many (users, houses, cars, customers), searched on the server
 * as the user types; the chosen one keeps its name when editing. Clearing gives null.
 */
export function SearchSelect({
  useSearch,
  value,
  onChange,
  placeholder,
  ariaLabel,
  notFound,
  disabled,
  style,
}: SearchSelectProps) {
  const [search, setSearch] = useState('');
  // A filter read back from the URL is text: the options' values are numbers.
  const current = value === null || value === undefined || String(value) === '' ? undefined : Number(value);
  const { data = [], isFetching } = useSearch({ name: search.trim() || undefined });
  const known = current === undefined || data.some((option) => option.value === current);
  const { data: chosen = [] } = useSearch({ id: current }, { skip: known });
  const options = known ? data : [...chosen, ...data];
  return (
    <Select<number>
      style={{ width: '100%', ...style }}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      value={current}
      onChange={(next) => onChange?.(next ?? null)}
      options={options as SearchOption[]}
      loading={isFetching}
      placeholder={placeholder}
      notFoundContent={notFound}
      aria-label={ariaLabel}
      disabled={disabled}
    />
  );
}
