import type { TableColumnType } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnSetting } from '../../table/types/column-setting';
import { FieldValue } from '../components/field-value';
import type { ListState } from '../types/list-state';
import type { ResourceField } from '../types/resource-field';

export interface ResourceColumnsOptions<Row> {
  fields: readonly ResourceField<Row>[];
  ns: string;
  state: ListState;
  /** The actions cell; none for no actions column. */
  actions?: (row: Row) => ReactNode;
  actionsWidth?: number;
}

/** The table columns of the fields (typed cells, server sort), their default show/hide settings, and the actions column. */
export function useResourceColumns<Row>({
  fields,
  ns,
  state,
  actions,
  actionsWidth = 180,
}: ResourceColumnsOptions<Row>) {
  const { t } = useTranslation([ns, 'common']);
  const settings = useMemo<ColumnSetting[]>(
    () =>
      fields
        .filter((field) => field.column !== false)
        .map((field) => ({
          key: field.key,
          title: t(field.label),
          visible: !(field.column !== false && field.column?.hidden),
        })),
    [fields, t],
  );
  const columns = useMemo<TableColumnType<Row>[]>(() => {
    const result: TableColumnType<Row>[] = fields
      .filter((field) => field.column !== false)
      .map((field) => {
        const spec = field.column || {};
        const sorted = state.orderByColumn === field.key;
        return {
          key: field.key,
          dataIndex: field.key,
          title: t(field.label),
          width: spec.width,
          fixed: spec.fixed,
          ellipsis: spec.ellipsis,
          align:
            spec.align ??
            (['number', 'integer', 'money', 'percent'].includes(field.type ?? '') ? 'right' : undefined),
          sorter: spec.sortable ? true : undefined,
          sortOrder: spec.sortable
            ? sorted
              ? state.isAsc === 'desc'
                ? 'descend'
                : 'ascend'
              : null
            : undefined,
          render: (_value: unknown, row: Row, index: number) =>
            spec.render ? spec.render(row, index, state) : <FieldValue field={field} row={row} ns={ns} />,
        };
      });
    if (actions) {
      result.push({
        key: '__actions',
        title: t('common:actions.operation'),
        fixed: 'right',
        width: actionsWidth,
        render: (_value: unknown, row: Row) => actions(row),
      });
    }
    return result;
  }, [fields, ns, state, actions, actionsWidth, t]);
  return { settings, columns };
}
