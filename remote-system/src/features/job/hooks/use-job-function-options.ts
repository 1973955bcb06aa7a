import type { WireData } from '@agency/shared/api/wire';
import { useJobFunctionsQuery } from '../api/job-api';

const NONE: WireData<'/monitor/job/functions', 'get'> = [];

/** The white list of job functions as select options: "what it does (its name)". */
export function useJobFunctionOptions(): Readonly<WireData<'/monitor/job/functions', 'get'>> {
  const { data } = useJobFunctionsQuery();
  return data?.map((fn) => ({ value: fn.value, label: `${fn.label} (${fn.value})` })) ?? NONE;
}
