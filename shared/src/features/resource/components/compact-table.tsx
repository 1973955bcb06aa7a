import { Table, type TableProps } from 'antd';

/**
 * A small table that shows all its rows at once, no pages: the short lists inside cards,
 * drawers and tabs (a customer's houses, the caches, a message's readers).
 */
export function CompactTable<Row extends object>(props: Omit<TableProps<Row>, 'size' | 'pagination'>) {
  return <Table<Row> size="small" pagination={false} {...props} />;
}
