import { useCallback, useMemo } from 'react';
import type { ColumnSetting } from '../../table/types/column-setting';
import {
  useGetColumnSettingsQuery,
  useResetColumnSettingsMutation,
  useSaveColumnSettingsMutation,
} from '../api/column-settings-api';
import { mergeColumns } from '../utils/merge-columns';

/**
 * A screen's column choices (shown, hidden, order), kept per user on the
 * server: until it answers, or when it fails, the screen's defaults apply.
 */
export function useColumnPreferences(pageKey: string, defaults: readonly ColumnSetting[]) {
  const { data: saved } = useGetColumnSettingsQuery(pageKey);
  const [save] = useSaveColumnSettingsMutation();
  const [reset] = useResetColumnSettingsMutation();
  const columns = useMemo(() => mergeColumns(defaults, saved), [defaults, saved]);
  const setColumns = useCallback(
    (next: ColumnSetting[]) => {
      void save({ pageKey, columns: next.map(({ key, visible }) => ({ key, visible })) });
    },
    [pageKey, save],
  );
  const resetColumns = useCallback(() => void reset(pageKey), [pageKey, reset]);
  return { columns, setColumns, resetColumns };
}
