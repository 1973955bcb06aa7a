import { Authorized } from '@agency/shared/features/permission/components/authorized';
import { useIsBelowWidth } from '@agency/shared/features/responsive/hooks/use-window-width';
import { NARROW_BREAKPOINT } from '@agency/shared/features/responsive/utils/breakpoints';
import { TablePagination } from '@agency/shared/features/table/components/table-pagination';
import { TableToolbar } from '@agency/shared/features/table/components/table-toolbar';
import { useColumnVisibility } from '@agency/shared/features/table/hooks/use-column-visibility';
import { DEFAULT_PAGE_QUERY } from '@agency/shared/features/table/utils/pagination-defaults';
import { DeleteOutlined, FilterOutlined, PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Space, Table } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListCarsQuery } from '../api/car-api';
import { CarCardList } from '../components/car-card-list';
import { CarFilterDrawer } from '../components/car-filter-drawer';
import { CarFormModal } from '../components/car-form-modal';
import { useCarColumns } from '../hooks/use-car-columns';
import { useDeleteCars } from '../hooks/use-delete-cars';
import type { Car, CarFilters, CarListQuery } from '../types/car';

interface EditorState {
  open: boolean;
  carId: number | null;
}

/** `vehicle/car/index`: the vehicle list with a filter drawer, add/edit and delete; cards on phones. */
export default function CarListPage() {
  const { t } = useTranslation(['vehicle', 'common']);
  const narrow = useIsBelowWidth(NARROW_BREAKPOINT);
  const [filters, setFilters] = useState<CarFilters>({});
  const [paging, setPaging] = useState<{ pageNum: number; pageSize: number }>({ ...DEFAULT_PAGE_QUERY });
  const [filterOpen, setFilterOpen] = useState(false);
  const [selected, setSelected] = useState<Car[]>([]);
  const [editor, setEditor] = useState<EditorState>({ open: false, carId: null });
  const query: CarListQuery = { ...filters, ...paging };
  const { data, isFetching, refetch } = useListCarsQuery(query);
  const deleteCars = useDeleteCars();
  const filterCount = Object.keys(filters).length;

  const openEditor = useCallback((car?: Car) => setEditor({ open: true, carId: car?.id ?? null }), []);

  const remove = useCallback(
    async (cars: readonly Car[]) => {
      if (await deleteCars(cars)) {
        const removed = new Set(cars.map((car) => car.id));
        setSelected((current) => current.filter((car) => !removed.has(car.id)));
      }
    },
    [deleteCars],
  );
  const removeOne = useCallback((car: Car) => void remove([car]), [remove]);
  const { settings, columns } = useCarColumns({ onEdit: openEditor, onDelete: removeOne });
  const visibility = useColumnVisibility(settings);

  const applyFilters = (next: CarFilters) => {
    setFilters(next);
    setPaging((current) => ({ ...current, pageNum: 1 }));
    setSelected([]);
    setFilterOpen(false);
  };

  return (
    <div className="app-container car-page">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space wrap>
          <Badge count={filterCount} size="small" title={t('car.filter.active', { count: filterCount })}>
            <Button icon={<FilterOutlined />} onClick={() => setFilterOpen(true)}>
              {t('car.filter.open')}
            </Button>
          </Badge>
          <Authorized perms="vehicle:car:add">
            <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => openEditor()}>
              {t('common:actions.add')}
            </Button>
          </Authorized>
          {!narrow && (
            <Authorized perms="vehicle:car:remove">
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={selected.length === 0}
                onClick={() => remove(selected)}
              >
                {t('common:actions.delete')}
              </Button>
            </Authorized>
          )}
        </Space>
        <TableToolbar
          onRefresh={() => void refetch()}
          {...(narrow ? {} : { columns: visibility.columns, onColumnsChange: visibility.setColumns })}
        />
      </Flex>

      {narrow ? (
        <CarCardList cars={data?.rows ?? []} loading={isFetching} onEdit={openEditor} onDelete={removeOne} />
      ) : (
        <Table<Car>
          rowKey="id"
          size="middle"
          loading={isFetching}
          dataSource={data?.rows ?? []}
          columns={visibility.filterColumns(columns)}
          pagination={false}
          scroll={{ x: 'max-content' }}
          rowSelection={{
            selectedRowKeys: selected.map((car) => car.id),
            onChange: (_keys, rows) => setSelected(rows),
          }}
        />
      )}
      <TablePagination
        total={data?.total ?? 0}
        pageNum={paging.pageNum}
        pageSize={paging.pageSize}
        onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
      />

      <CarFilterDrawer
        open={filterOpen}
        filters={filters}
        onApply={applyFilters}
        onClose={() => setFilterOpen(false)}
      />
      <CarFormModal
        open={editor.open}
        carId={editor.carId}
        onClose={() => setEditor((current) => ({ ...current, open: false }))}
      />
    </div>
  );
}
