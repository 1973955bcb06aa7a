import { useMemo } from 'react';
import { useDeveloperOptionsQuery } from '../api/village-api';

/** Every developer as a select option (`{value: id, label: company}`), for the village form. */
export function useDeveloperOptions() {
  const { data } = useDeveloperOptionsQuery();
  return useMemo(
    () => (data ?? []).map((developer) => ({ value: developer.developerId, label: developer.companyName })),
    [data],
  );
}
