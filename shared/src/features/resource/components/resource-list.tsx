import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  FilterOutlined,
  NodeExpandOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Alert, Badge, Button, Drawer, Flex, Space, Table, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { type Key, type ReactNode, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../permission/hooks/use-permission';
import { useIsBelowWidth } from '../../responsive/hooks/use-window-width';
import { MOBILE_BREAKPOINT } from '../../responsive/utils/breakpoints';
import { TablePagination } from '../../table/components/table-pagination';
import { TableToolbar } from '../../table/components/table-toolbar';
import { useColumnPreferences } from '../hooks/use-column-preferences';
import { useDeleteRows } from '../hooks/use-delete-rows';
import { useListState } from '../hooks/use-list-state';
import { useResourceColumns } from '../hooks/use-resource-columns';
import type { FilterValue } from '../types/list-state';
import type { ResourceDefinition, ResourceListContext } from '../types/resource-definition';
import { buildTree, treeKeysOf } from '../utils/build-tree';
import { toFilterQuery } from '../utils/list-url';
import { arrangeColumns } from '../utils/merge-columns';
import { filterParamsOf } from '../utils/search-params';
import { ImportDialog } from './import-dialog';
import { ResourceCards } from './resource-cards';
import { ResourceForm } from './resource-form';
import { SearchPanel } from './search-panel';

type FormState<Row> = { open: false } | { open: true; row?: Row; initial?: Record<string, unknown> };

export interface ResourceListProps<Row, Input> {
  definition: ResourceDefinition<Row, Input>;
}

/**
 * A whole list screen from a {@link ResourceDefinition}: search panel (更多),
 * table with selection and server sort, toolbar by permission (add, edit,
 * delete, export, import, refresh, 显隐列), pagination, loading, empty and
 * error states, cards below the breakpoint, the add/edit form, delete with
 * confirmation, export and import. Page, sort and filters live in the URL;
 * column choices are kept per user on the server.
 */
export function ResourceList<Row, Input>({ definition }: ResourceListProps<Row, Input>) {
  const { ns, api, fields, permission } = definition;
  const { t } = useTranslation([ns, 'common']);
  const { hasPermi } = usePermission();
  const actions = {
    add: true,
    edit: true,
    delete: true,
    export: true,
    import: false,
    ...definition.actions,
  };
  const can = {
    add: actions.add && hasPermi(`${permission}:add`),
    edit: actions.edit && hasPermi(`${permission}:edit`),
    delete: actions.delete && hasPermi(`${permission}:remove`),
    export: actions.export && hasPermi(`${permission}:export`),
    import: actions.import && hasPermi(`${permission}:import`),
  };
  const tree = definition.tree;
  // A tree stays a (scrolling) tree table on a phone: cards would lose the nesting.
  const cards = useIsBelowWidth(definition.cardBreakpoint ?? MOBILE_BREAKPOINT) && !tree;

  const urlOptions = useMemo(
    () => ({
      filterParams: filterParamsOf(fields),
      sortable: fields
        .filter((field) => field.column !== false && field.column?.sortable)
        .map((field) => field.key),
      defaults: definition.defaultSort
        ? { orderByColumn: definition.defaultSort.column, isAsc: definition.defaultSort.order }
        : undefined,
    }),
    [fields, definition.defaultSort],
  );
  const { state, query, setState } = useListState(urlOptions);
  const { data, isFetching, isError, refetch } = api.useList(query);
  // The table (or the cards) draws in a render of its own after the page's first frame: a
  // table measures its columns in the commit and renders again, which held the whole
  // page's first paint back; its rows are not there before the request answers anyway.
  const rowsDrawn = useDeferredValue(true, false);
  const rows = data?.rows ?? [];
  const idKey = api.options.idKey;
  const treeRows = useMemo(
    () => (tree ? (buildTree(rows as readonly (Row & object)[], idKey, tree.parentKey) as Row[]) : undefined),
    [tree, rows, idKey],
  );
  const allKeys = useMemo(
    () => (treeRows ? treeKeysOf(treeRows as object[], idKey).map(String) : []),
    [treeRows, idKey],
  );
  // Undefined means "every row" (expanded until the user folds).
  const [expanded, setExpanded] = useState<Key[] | undefined>(tree?.expanded === false ? [] : undefined);
  const shownKeys = expanded ?? allKeys;
  const hasSearch = urlOptions.filterParams.length > 0;
  // On a phone the filters start folded unless some are in use: the list comes first.
  const [showSearch, setShowSearch] = useState(() => !cards || Object.keys(state.filters).length > 0);
  const inDrawer = definition.searchIn === 'drawer';
  const [filterOpen, setFilterOpen] = useState(false);
  const filterCount = Object.keys(state.filters).length;
  const [form, setForm] = useState<FormState<Row>>({ open: false });
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const deleteRows = useDeleteRows(definition);
  const idOf = useCallback((row: Row) => String((row as Record<string, unknown>)[api.options.idKey]), [api]);

  // The selection belongs to the rows it was made on: a new page or new filters start
  // with none. Derived, not reset in an effect, so a page kept alive in a hidden tab
  // keeps it when shown again.
  const queryText = JSON.stringify(query);
  const [selection, setSelection] = useState<{ query: string; rows: Row[] }>({ query: queryText, rows: [] });
  const selected = selection.query === queryText ? selection.rows : [];
  const setSelected = useCallback(
    (update: (current: Row[]) => Row[]) =>
      setSelection((current) => ({
        query: queryText,
        rows: update(current.query === queryText ? current.rows : []),
      })),
    [queryText],
  );

  const remove = useCallback(
    async (targets: readonly Row[]) => {
      if (!(await deleteRows(targets))) return;
      const gone = new Set(targets.map(idOf));
      setSelected((current) => current.filter((row) => !gone.has(idOf(row))));
      // The last rows of the last page: step back a page.
      if (targets.length >= rows.length && state.pageNum > 1)
        setState({ ...state, pageNum: state.pageNum - 1 });
    },
    [deleteRows, idOf, rows.length, state, setState],
  );

  const context: ResourceListContext<Row> = {
    rows,
    selected,
    state,
    setState,
    refetch: () => void refetch(),
    openForm: (row) => setForm({ open: true, row }),
    remove,
  };

  const editable = (row: Row) => definition.canEditRow?.(row) ?? true;
  const deletable = (row: Row) => definition.canDeleteRow?.(row) ?? true;
  const rowActions = (row: Row): ReactNode => (
    <Space size={0} wrap>
      {can.edit && editable(row) && (
        <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setForm({ open: true, row })}>
          {t('common:actions.edit')}
        </Button>
      )}
      {tree && can.add && (
        <Button
          type="link"
          size="small"
          icon={<PlusOutlined />}
          onClick={() =>
            setForm({ open: true, initial: { [tree.parentKey]: (row as Record<string, unknown>)[idKey] } })
          }
        >
          {t('common:actions.add')}
        </Button>
      )}
      {definition.rowActions?.(row, context)}
      {/* Delete last: the destructive action never sits where "edit" or "view" was. */}
      {can.delete && deletable(row) && (
        <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => void remove([row])}>
          {t('common:actions.delete')}
        </Button>
      )}
    </Space>
  );
  const hasRowActions = can.edit || can.delete || !!definition.rowActions || (!!tree && can.add);

  const { settings, columns } = useResourceColumns({
    fields,
    ns,
    state,
    actions: hasRowActions ? rowActions : undefined,
    actionsWidth: definition.actionsWidth,
  });
  const preferences = useColumnPreferences(definition.key, settings);
  const shownColumns = arrangeColumns(columns, preferences.columns);

  const search = (filters: Record<string, FilterValue>) => setState({ ...state, filters, pageNum: 1 });

  const exportAll = async () => {
    setExporting(true);
    try {
      const name = t(definition.texts?.exportFileName ?? 'common:resource.exportFileName');
      await api.exportRows(toFilterQuery(state), `${name}_${Date.now()}.xlsx`);
    } finally {
      setExporting(false);
    }
  };

  const onTableChange = (_p: unknown, _f: unknown, sorter: SorterResult<Row> | SorterResult<Row>[]) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = one?.order ? String(one.columnKey ?? one.field) : undefined;
    setState({
      ...state,
      pageNum: 1,
      orderByColumn: column ?? definition.defaultSort?.column,
      isAsc: column ? (one?.order === 'descend' ? 'desc' : 'asc') : definition.defaultSort?.order,
    });
  };

  const [firstSelected] = selected;
  const OwnForm = definition.form?.component;
  const closeForm = () => setForm({ open: false });
  const formName = definition.key.replace(/\W/g, '-');

  return (
    <div className={`app-container resource-list resource-${formName}`}>
      {definition.header?.(context)}
      {hasSearch && showSearch && !inDrawer && (
        <SearchPanel
          fields={fields}
          ns={ns}
          filters={state.filters}
          onSearch={search}
          formName={`${formName}-search`}
          vertical={cards}
        />
      )}
      {hasSearch && inDrawer && (
        // Drawn when first opened, then kept: drawing its form with the list cost the car
        // list's first paint about 190 ms on a 2-core machine (docs/benchmarks.md).
        <Drawer
          open={filterOpen}
          title={t(definition.texts?.filterTitle ?? 'common:resource.filter')}
          size={cards ? '100%' : 420}
          onClose={() => setFilterOpen(false)}
        >
          <SearchPanel
            fields={fields}
            ns={ns}
            filters={state.filters}
            onSearch={(filters) => {
              search(filters);
              setFilterOpen(false);
            }}
            formName={`${formName}-search`}
            vertical
          />
        </Drawer>
      )}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space wrap>
          {hasSearch && inDrawer && (
            <Badge count={filterCount} size="small">
              <Button icon={<FilterOutlined />} onClick={() => setFilterOpen(true)}>
                {t('common:resource.filter')}
              </Button>
            </Badge>
          )}
          {can.add && (
            <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setForm({ open: true })}>
              {t('common:actions.add')}
            </Button>
          )}
          {tree && (
            <Button
              icon={<NodeExpandOutlined />}
              onClick={() => setExpanded(shownKeys.length > 0 ? [] : allKeys)}
            >
              {t('common:resource.expandCollapse')}
            </Button>
          )}
          {can.edit && !cards && !tree && (
            <Button
              icon={<EditOutlined />}
              disabled={selected.length !== 1 || !editable(selected[0] as Row)}
              onClick={() => firstSelected && setForm({ open: true, row: firstSelected })}
            >
              {t('common:actions.edit')}
            </Button>
          )}
          {can.delete && !cards && !tree && (
            // Enabled with nothing selected: the click says to select first (spec section 5).
            // Disabled when a selected row may not be deleted, rather than deleting only some.
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={!selected.every(deletable)}
              onClick={() => void remove(selected)}
            >
              {t('common:actions.delete')}
            </Button>
          )}
          {can.import && (
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('common:actions.import')}
            </Button>
          )}
          {can.export && (
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportAll()}>
              {t('common:actions.export')}
            </Button>
          )}
          {definition.toolbar?.(context)}
          {selected.length > 0 && !cards && (
            <Typography.Text type="secondary">
              {t('common:resource.selected', { count: selected.length })}
            </Typography.Text>
          )}
        </Space>
        <TableToolbar
          showSearch={showSearch}
          onShowSearchChange={hasSearch && !inDrawer ? setShowSearch : undefined}
          onRefresh={() => void refetch()}
          {...(cards
            ? {}
            : {
                columns: preferences.columns,
                onColumnsChange: preferences.setColumns,
                onColumnsReset: preferences.resetColumns,
                sortableColumns: true,
              })}
        />
      </Flex>
      {isError && (
        <Alert
          type="error"
          showIcon
          title={t(definition.texts?.loadFailed ?? 'common:resource.loadFailed')}
          action={
            <Button size="small" onClick={() => void refetch()}>
              {t('common:resource.retry')}
            </Button>
          }
          style={{ marginBottom: 12 }}
        />
      )}
      {!rowsDrawn ? (
        <div className="resource-list-rows-pending" aria-busy="true" style={{ minHeight: 160 }} />
      ) : cards ? (
        <ResourceCards
          rows={rows}
          rowKey={idOf}
          fields={fields}
          ns={ns}
          loading={isFetching}
          list={state}
          empty={definition.texts?.empty ? t(definition.texts.empty) : undefined}
          actions={rowActions}
          renderCard={
            definition.renderCard
              ? (row: Row) => definition.renderCard?.(row, context, rowActions(row))
              : undefined
          }
        />
      ) : (
        <Table<Row>
          rowKey={idOf}
          size="middle"
          loading={isFetching}
          dataSource={treeRows ?? rows}
          columns={shownColumns}
          pagination={false}
          locale={definition.texts?.empty ? { emptyText: t(definition.texts.empty) } : undefined}
          scroll={{ x: 'max-content' }}
          onChange={onTableChange}
          expandable={
            tree
              ? { expandedRowKeys: shownKeys, onExpandedRowsChange: (keys) => setExpanded([...keys]) }
              : undefined
          }
          rowSelection={
            !tree && (can.delete || can.edit || definition.toolbar)
              ? {
                  selectedRowKeys: selected.map(idOf),
                  onChange: (_keys, picked) => setSelected(() => picked),
                }
              : undefined
          }
        />
      )}
      {!tree && rowsDrawn && (
        <TablePagination
          total={data?.total ?? 0}
          estimated={data?.totalEstimated === true}
          pageNum={state.pageNum}
          pageSize={state.pageSize}
          onChange={(pageNum, pageSize) => setState({ ...state, pageNum, pageSize })}
        />
      )}
      {form.open &&
        (OwnForm ? (
          <OwnForm row={form.row} onClose={closeForm} />
        ) : (
          <ResourceForm definition={definition} row={form.row} initial={form.initial} onClose={closeForm} />
        ))}
      {importing && (
        <ImportDialog api={api} onClose={() => setImporting(false)} onImported={() => void refetch()} />
      )}
    </div>
  );
}
