import { useJobFunctionsQuery } from '../api/job-api';
import type { JobFunction } from '../types/job';

const NONE: JobFunction[] = [];

/** The white list of job functions as select options: "what it does (its name)". */
export function useJobFunctionOptions(): readonly JobFunction[] {
  const { data } = useJobFunctionsQuery();
  return data?.map((fn) => ({ value: fn.value, label: `${fn.label} (${fn.value})` })) ?? NONE;
}
