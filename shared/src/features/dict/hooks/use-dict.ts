import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useMemo } from 'react';
import { useLanguage } from '../../i18n/hooks/use-language';
import { useGetDictDataQuery } from '../api/dict-api';
import type { DictData } from '../types/dict-data';

/** A dictionary entry as a select option. */
interface DictOption {
  label: string;
  value: string;
  data: DictData;
}

export interface UseDictResult {
  /** The entries in server order. */
  items: DictData[];
  /** `{ label, value, data }` for selects. */
  options: DictOption[];
  isLoading: boolean;
  isError: boolean;
  /** The label of a value, or the value itself when unknown ('' for empty). */
  labelOf: (value: string | number | null | undefined) => string;
  itemOf: (value: string | number | null | undefined) => DictData | undefined;
}

const EMPTY: DictData[] = [];

/**
 * A dictionary by type (`useDict('house_type')`), from
 * `GET /system/dict/data/type/{dictType}`; cached, and fetched again in the
 * new language when the language changes (labels are translated by the server).
 */
export function useDict(dictType: string | null | undefined): UseDictResult {
  const language = useLanguage();
  const {
    data = EMPTY,
    isLoading,
    isError,
  } = useGetDictDataQuery(dictType ? { dictType, language } : skipToken, {
    // Dictionaries change rarely: one load per type and language serves every page.
    refetchOnMountOrArgChange: false,
  });

  const byValue = useMemo(() => new Map(data.map((item) => [String(item.dictValue), item])), [data]);
  const options = useMemo(
    () => data.map((item) => ({ label: item.dictLabel, value: String(item.dictValue), data: item })),
    [data],
  );
  const itemOf = useCallback(
    (value: string | number | null | undefined) =>
      value === null || value === undefined ? undefined : byValue.get(String(value)),
    [byValue],
  );
  const labelOf = useCallback(
    (value: string | number | null | undefined) => {
      if (value === null || value === undefined || value === '') return '';
      return byValue.get(String(value))?.dictLabel ?? String(value);
    },
    [byValue],
  );

  return { items: data, options, isLoading, isError, labelOf, itemOf };
}
