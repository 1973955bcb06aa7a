import { type Key, useCallback, useMemo, useState } from 'react';
import type { ColumnSetting } from '../types/column-setting';

export interface ColumnVisibility {
  /** The columns with their current visibility (titles follow the latest argument, e.g. after a language switch). */
  columns: ColumnSetting[];
  /** Takes the columns from the show/hide dialog. */
  setColumns: (columns: ColumnSetting[]) => void;
  isVisible: (key: Key) => boolean;
  /** Keeps the antd table columns whose `key` is visible (columns without a key always stay). */
  filterColumns: <T extends { key?: Key }>(tableColumns: T[]) => T[];
}

/**
 * Column show/hide state for a table: `const { columns, setColumns, filterColumns } = useColumnVisibility([...])`,
 * then `<TableToolbar columns={columns} onColumnsChange={setColumns} />` and
 * `<Table columns={filterColumns(tableColumns)} />`. Columns with `visible: false` start hidden.
 */
export function useColumnVisibility(initial: ColumnSetting[]): ColumnVisibility {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(
    () => new Set(initial.filter((column) => !column.visible).map((column) => column.key)),
  );

  const columns = useMemo(
    () => initial.map((column) => ({ ...column, visible: !hidden.has(column.key) })),
    [initial, hidden],
  );

  const setColumns = useCallback((next: ColumnSetting[]) => {
    setHidden(new Set(next.filter((column) => !column.visible).map((column) => column.key)));
  }, []);

  const isVisible = useCallback((key: Key) => !hidden.has(String(key)), [hidden]);

  const filterColumns = useCallback(
    <T extends { key?: Key }>(tableColumns: T[]) =>
      tableColumns.filter((column) => column.key === undefined || !hidden.has(String(column.key))),
    [hidden],
  );

  return { columns, setColumns, isVisible, filterColumns };
}
