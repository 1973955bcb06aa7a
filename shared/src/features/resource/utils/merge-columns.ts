import type { ColumnSetting } from '../../table/types/column-setting';
import type { SavedColumn } from '../api/column-settings-api';

/**
 * The screen's columns under the user's saved choice: saved columns first, in
 * the saved order and visibility; columns the screen has added since come after
 * them with their default visibility; saved keys the screen no longer has are dropped.
 */
export function mergeColumns(
  defaults: readonly ColumnSetting[],
  saved: readonly SavedColumn[] | null | undefined,
) {
  if (!saved?.length) return [...defaults];
  const byKey = new Map(defaults.map((column) => [column.key, column]));
  const result: ColumnSetting[] = [];
  for (const choice of saved) {
    const column = byKey.get(choice.key);
    if (!column) continue;
    result.push({ ...column, visible: choice.visible });
    byKey.delete(choice.key);
  }
  return [...result, ...byKey.values()];
}

/** The table columns in the order and visibility of `settings` (columns without a key stay at the end). */
export function arrangeColumns<T extends { key?: unknown }>(
  columns: readonly T[],
  settings: readonly ColumnSetting[],
): T[] {
  const order = new Map(settings.map((setting, index) => [setting.key, index]));
  const hidden = new Set(settings.filter((setting) => !setting.visible).map((setting) => setting.key));
  const keyed = columns.filter((column) => column.key !== undefined && order.has(String(column.key)));
  const free = columns.filter((column) => column.key === undefined || !order.has(String(column.key)));
  return [
    ...keyed
      .filter((column) => !hidden.has(String(column.key)))
      .sort((a, b) => (order.get(String(a.key)) ?? 0) - (order.get(String(b.key)) ?? 0)),
    ...free,
  ];
}
