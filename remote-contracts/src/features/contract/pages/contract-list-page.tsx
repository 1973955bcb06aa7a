import { DictTag } from '@agency/shared/features/dict/components/dict-tag';
import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { TablePagination } from '@agency/shared/features/table/components/table-pagination';
import { TableToolbar } from '@agency/shared/features/table/components/table-toolbar';
import { useColumnVisibility } from '@agency/shared/features/table/hooks/use-column-visibility';
import { Alert, Button, Card, Flex, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenDetail } from '../../template/hooks/use-detail-link';
import { useDeleteContractMutation, useListContractsQuery } from '../api/contract-api';
import { type ContractFilters, ContractSearchForm } from '../components/contract-search-form';
import { CONTRACT_STATUS_DICT, type Contract } from '../types/contract';

/** `pact/contract/index`: contracts with title search, status tags, paging and delete. */
export default function ContractListPage() {
  const { t } = useTranslation('pact');
  const { hasPermi } = usePermission();
  const openDetail = useOpenDetail('contract');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const [filters, setFilters] = useState<ContractFilters>({});
  const [showSearch, setShowSearch] = useState(true);
  const { data, isFetching, isError, refetch } = useListContractsQuery({ ...page, ...filters });
  const [deleteContract, { isLoading: deleting }] = useDeleteContractMutation();
  const canView = hasPermi('pact:contract:query');
  const canDelete = hasPermi('pact:contract:remove');
  const rows = data?.rows ?? [];
  const visibility = useColumnVisibility([
    { key: 'id', title: t('contract.columns.id'), visible: true },
    { key: 'contractTitle', title: t('contract.columns.contractTitle'), visible: true },
    { key: 'template', title: t('contract.columns.template'), visible: true },
    { key: 'status', title: t('contract.columns.status'), visible: true },
    { key: 'createdAt', title: t('contract.columns.createdAt'), visible: true },
  ]);

  const remove = async (row: Contract) => {
    const confirmed = await getNotifier().confirm({
      title: t('contract.deleteConfirm.title'),
      content: t('contract.deleteConfirm.content', { title: row.contractTitle }),
      okText: t('contract.deleteConfirm.ok'),
      cancelText: t('contract.deleteConfirm.cancel'),
    });
    if (!confirmed) return;
    try {
      await deleteContract(row.id).unwrap();
    } catch {
      return; // the request client has shown the reason
    }
    getNotifier().success(t('contract.deleteSuccess'));
    if (rows.length === 1 && page.pageNum > 1) setPage((p) => ({ ...p, pageNum: p.pageNum - 1 }));
  };

  const columns: TableColumnsType<Contract> = [
    { key: 'id', dataIndex: 'id', title: t('contract.columns.id'), width: 90 },
    {
      key: 'contractTitle',
      dataIndex: 'contractTitle',
      title: t('contract.columns.contractTitle'),
      ellipsis: true,
    },
    {
      key: 'template',
      title: t('contract.columns.template'),
      ellipsis: true,
      render: (_value, row) => row.template?.templateName ?? '-',
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('contract.columns.status'),
      width: 120,
      render: (_value, row) => <DictTag dictType={CONTRACT_STATUS_DICT} value={row.status} />,
    },
    { key: 'createdAt', dataIndex: 'createdAt', title: t('contract.columns.createdAt'), width: 180 },
    {
      title: t('contract.columns.actions'),
      width: 200,
      render: (_value, row) => (
        <Space size={0}>
          {canView ? (
            <Button type="link" size="small" onClick={() => openDetail(row.id)}>
              {t('contract.viewDetails')}
            </Button>
          ) : null}
          {canDelete ? (
            <Button type="link" size="small" danger onClick={() => void remove(row)}>
              {t('contract.delete')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16} className="pact-contract-page">
      {showSearch ? (
        <Card>
          <ContractSearchForm
            onSearch={(next) => {
              setFilters(next);
              setPage((p) => ({ ...p, pageNum: 1 }));
            }}
          />
        </Card>
      ) : null}
      <Card>
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('contract.pageTitle')}
          </Typography.Title>
          <TableToolbar
            showSearch={showSearch}
            onShowSearchChange={setShowSearch}
            onRefresh={() => void refetch()}
            columns={visibility.columns}
            onColumnsChange={visibility.setColumns}
          />
        </Flex>
        {isError ? (
          <Alert type="error" showIcon title={t('contract.loadFailed')} style={{ marginBottom: 16 }} />
        ) : null}
        <Table<Contract>
          rowKey="id"
          size="middle"
          columns={visibility.filterColumns(columns)}
          dataSource={rows}
          loading={isFetching || deleting}
          pagination={false}
          scroll={{ x: 900 }}
          locale={{ emptyText: t('contract.empty') }}
        />
        <TablePagination
          total={data?.total ?? 0}
          pageNum={page.pageNum}
          pageSize={page.pageSize}
          onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
        />
      </Card>
    </Flex>
  );
}
