import type { WireData } from '@agency/shared/api/wire';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeaseHouseOptionsQuery } from '../api/lease-expires-api';

/** A query hook that finds houses by name (each screen asks under its own permission). */
export type UseHouseSearch = (args: { name?: string }) => {
  data?: WireData<'/houseLeaseExpires/houseOptions', 'get'>;
  isFetching: boolean;
};

export interface HousePickerProps {
  /** Default: the lease reminders' `GET /houseLeaseExpires/houseOptions`. */
  useSearch?: UseHouseSearch;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The chosen house's name, shown before the options have loaded. */
  initialName?: string | null;
  placeholder?: string;
}

/** Picks a house from the house list, searched on the server by name (there can be many). */
export function HousePicker({
  useSearch = useLeaseHouseOptionsQuery,
  value,
  onChange,
  initialName,
  placeholder,
}: HousePickerProps) {
  const { t } = useTranslation('house');
  const [search, setSearch] = useState('');
  const { data = [], isFetching } = useSearch({ name: search.trim() || undefined });
  const options = data.map((house) => ({ value: house.id, label: `${house.name} (${house.houseCode})` }));
  if (value && initialName && !options.some((option) => option.value === value))
    options.unshift({ value, label: initialName });
  return (
    <Select<number>
      style={{ width: '100%' }}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      loading={isFetching}
      placeholder={placeholder ?? t('leaseExpires.placeholders.house')}
      notFoundContent={t('leaseExpires.messages.noHouse')}
      aria-label={t('leaseExpires.fields.house')}
    />
  );
}
