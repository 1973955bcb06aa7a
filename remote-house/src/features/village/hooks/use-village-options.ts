import { useMemo } from 'react';
import { useSelectAllVillagesQuery } from '../api/village-api';

/** Every village as a select option (`{value: id, label: name}`), for the fields that pick one. */
export function useVillageOptions() {
  const { data } = useSelectAllVillagesQuery();
  return useMemo(() => (data ?? []).map((village) => ({ value: village.id, label: village.name })), [data]);
}
