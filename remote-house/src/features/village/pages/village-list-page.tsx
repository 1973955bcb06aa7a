import { Authorized } from '@agency/shared/features/permission/components/authorized';
import { TablePagination } from '@agency/shared/features/table/components/table-pagination';
import { TableToolbar } from '@agency/shared/features/table/components/table-toolbar';
import { useColumnVisibility } from '@agency/shared/features/table/hooks/use-column-visibility';
import { DEFAULT_PAGE_QUERY } from '@agency/shared/features/table/utils/pagination-defaults';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Table } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportVillages, useListVillagesQuery } from '../api/village-api';
import { VillageFormModal } from '../components/village-form-modal';
import { VillageSearchForm } from '../components/village-search-form';
import { useDeleteVillages } from '../hooks/use-delete-villages';
import { useVillageColumns } from '../hooks/use-village-columns';
import type { Village, VillageFilters, VillageListQuery } from '../types/village';

interface EditorState {
  open: boolean;
  villageId: number | null;
}

/** `house/village/index`: search, paged table, add/edit, delete and export of villages. */
export default function VillageListPage() {
  const { t } = useTranslation(['house', 'common']);
  const [query, setQuery] = useState<VillageListQuery>({ ...DEFAULT_PAGE_QUERY });
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<Village[]>([]);
  const [editor, setEditor] = useState<EditorState>({ open: false, villageId: null });
  const [exporting, setExporting] = useState(false);
  const { data, isFetching, refetch } = useListVillagesQuery(query);
  const deleteVillages = useDeleteVillages();

  const openEditor = useCallback((village?: Village) => {
    setEditor({ open: true, villageId: village?.id ?? null });
  }, []);

  const remove = useCallback(
    async (villages: readonly Village[]) => {
      if (await deleteVillages(villages)) {
        const removed = new Set(villages.map((village) => village.id));
        setSelected((current) => current.filter((village) => !removed.has(village.id)));
      }
    },
    [deleteVillages],
  );

  const removeOne = useCallback((village: Village) => void remove([village]), [remove]);
  const { settings, columns } = useVillageColumns({ onEdit: openEditor, onDelete: removeOne });
  const visibility = useColumnVisibility(settings);

  const search = (filters: VillageFilters) => {
    setSelected([]);
    setQuery({ ...filters, pageNum: 1, pageSize: query.pageSize });
  };

  const exportAll = async () => {
    const { pageNum: _pageNum, pageSize: _pageSize, ...filters } = query;
    setExporting(true);
    try {
      await exportVillages(filters, `${t('village.messages.exportFileName')}_${Date.now()}.xlsx`);
    } finally {
      setExporting(false);
    }
  };

  const [firstSelected] = selected;

  return (
    <div className="app-container village-page">
      {showSearch && <VillageSearchForm onSearch={search} />}

      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space wrap>
          <Authorized perms="house:village:add">
            <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => openEditor()}>
              {t('common:actions.add')}
            </Button>
          </Authorized>
          <Authorized perms="house:village:edit">
            <Button
              icon={<EditOutlined />}
              disabled={selected.length !== 1}
              onClick={() => firstSelected && openEditor(firstSelected)}
            >
              {t('common:actions.edit')}
            </Button>
          </Authorized>
          <Authorized perms="house:village:remove">
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={selected.length === 0}
              onClick={() => remove(selected)}
            >
              {t('common:actions.delete')}
            </Button>
          </Authorized>
          <Authorized perms="house:village:export">
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportAll}>
              {t('common:actions.export')}
            </Button>
          </Authorized>
        </Space>
        <TableToolbar
          showSearch={showSearch}
          onShowSearchChange={setShowSearch}
          onRefresh={() => void refetch()}
          columns={visibility.columns}
          onColumnsChange={visibility.setColumns}
        />
      </Flex>

      <Table<Village>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        columns={visibility.filterColumns(columns)}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowSelection={{
          selectedRowKeys: selected.map((village) => village.id),
          onChange: (_keys, rows) => setSelected(rows),
        }}
      />
      <TablePagination
        total={data?.total ?? 0}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        onChange={(pageNum, pageSize) => setQuery((current) => ({ ...current, pageNum, pageSize }))}
      />

      <VillageFormModal
        open={editor.open}
        villageId={editor.villageId}
        onClose={() => setEditor((current) => ({ ...current, open: false }))}
      />
    </div>
  );
}
