import type { ColumnSetting } from '../types/column-setting';

/** The columns with `key` moved one place among the shown columns (up: -1, down: 1). */
export function moveColumn(
  columns: readonly ColumnSetting[],
  key: string,
  direction: -1 | 1,
): ColumnSetting[] {
  const result = [...columns];
  const from = result.findIndex((column) => column.key === key);
  if (from < 0) return result;
  let to = from + direction;
  while (to >= 0 && to < result.length && !result[to]?.visible) to += direction;
  if (to < 0 || to >= result.length) return result;
  const [moved] = result.splice(from, 1);
  if (moved) result.splice(to, 0, moved);
  return result;
}
