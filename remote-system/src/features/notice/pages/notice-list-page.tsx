import { DictTag } from '@agency/shared/features/dict/components/dict-tag';
import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { TablePagination } from '@agency/shared/features/table/components/table-pagination';
import { TableToolbar } from '@agency/shared/features/table/components/table-toolbar';
import { useColumnVisibility } from '@agency/shared/features/table/hooks/use-column-visibility';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Space, Table, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteNoticesMutation, useListNoticesQuery } from '../api/notice-api';
import { NoticeFormDialog } from '../components/notice-form-dialog';
import { type NoticeFilters, NoticeSearchForm } from '../components/notice-search-form';
import { NOTICE_STATUS_DICT, NOTICE_TYPE_DICT, type Notice } from '../types/notice';

/** `system/notice/index`: RuoYi's notices and announcements. */
export default function NoticeListPage() {
  const { t } = useTranslation('system');
  const { hasPermi } = usePermission();
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const [filters, setFilters] = useState<NoticeFilters>({});
  const [showSearch, setShowSearch] = useState(true);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [dialog, setDialog] = useState<{ open: boolean; noticeId: number | null }>({
    open: false,
    noticeId: null,
  });
  const { data, isFetching, isError, refetch } = useListNoticesQuery({ ...page, ...filters });
  const [deleteNotices, { isLoading: deleting }] = useDeleteNoticesMutation();
  const rows = data?.rows ?? [];

  const visibility = useColumnVisibility([
    { key: 'noticeId', title: t('notice.fields.noticeId'), visible: true },
    { key: 'noticeTitle', title: t('notice.fields.noticeTitle'), visible: true },
    { key: 'noticeType', title: t('notice.fields.noticeType'), visible: true },
    { key: 'status', title: t('notice.fields.status'), visible: true },
    { key: 'createBy', title: t('notice.fields.createBy'), visible: true },
    { key: 'createTime', title: t('notice.fields.createTime'), visible: true },
  ]);

  const canAdd = hasPermi('system:notice:add');
  const canEdit = hasPermi('system:notice:edit');
  const canRemove = hasPermi('system:notice:remove');

  const closeDialog = useCallback(() => setDialog({ open: false, noticeId: null }), []);

  const remove = async (ids: number[]) => {
    if (ids.length === 0) {
      getNotifier().warning(t('notice.selectToDelete'));
      return;
    }
    const confirmed = await getNotifier().confirm({
      title: t('notice.deleteConfirm.title'),
      content: t('notice.deleteConfirm.content', { ids: ids.join(', ') }),
      okText: t('notice.deleteConfirm.ok'),
      cancelText: t('notice.deleteConfirm.cancel'),
    });
    if (!confirmed) return;
    try {
      await deleteNotices(ids).unwrap();
    } catch {
      return; // the request client has shown the reason
    }
    getNotifier().success(t('notice.deleteSuccess'));
    setSelectedIds((current) => current.filter((id) => !ids.includes(id)));
    if (rows.length === ids.length && page.pageNum > 1) setPage((p) => ({ ...p, pageNum: p.pageNum - 1 }));
  };

  const columns: TableColumnsType<Notice> = [
    { key: 'noticeId', dataIndex: 'noticeId', title: t('notice.fields.noticeId'), width: 90 },
    { key: 'noticeTitle', dataIndex: 'noticeTitle', title: t('notice.fields.noticeTitle'), ellipsis: true },
    {
      key: 'noticeType',
      dataIndex: 'noticeType',
      title: t('notice.fields.noticeType'),
      width: 130,
      render: (_value, row) => <DictTag dictType={NOTICE_TYPE_DICT} value={row.noticeType} />,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('notice.fields.status'),
      width: 110,
      render: (_value, row) => <DictTag dictType={NOTICE_STATUS_DICT} value={row.status} />,
    },
    { key: 'createBy', dataIndex: 'createBy', title: t('notice.fields.createBy'), width: 130 },
    { key: 'createTime', dataIndex: 'createTime', title: t('notice.fields.createTime'), width: 180 },
    ...(canEdit || canRemove
      ? [
          {
            title: t('notice.fields.actions'),
            width: 170,
            render: (_value: unknown, row: Notice) => (
              <Space size={0}>
                {canEdit ? (
                  <Button
                    type="link"
                    size="small"
                    icon={<EditOutlined />}
                    onClick={() => setDialog({ open: true, noticeId: row.noticeId })}
                  >
                    {t('notice.edit')}
                  </Button>
                ) : null}
                {canRemove ? (
                  <Button
                    type="link"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => void remove([row.noticeId])}
                  >
                    {t('notice.delete')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]
      : []),
  ];

  const [firstSelected] = selectedIds;

  return (
    <Flex vertical gap={16} className="system-notice-page">
      {showSearch ? (
        <Card>
          <NoticeSearchForm
            onSearch={(next) => {
              setFilters(next);
              setPage((p) => ({ ...p, pageNum: 1 }));
            }}
          />
        </Card>
      ) : null}
      <Card>
        <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 16 }}>
          <Space wrap>
            {canAdd ? (
              <Button
                type="primary"
                ghost
                icon={<PlusOutlined />}
                onClick={() => setDialog({ open: true, noticeId: null })}
              >
                {t('notice.add')}
              </Button>
            ) : null}
            {canEdit ? (
              <Button
                icon={<EditOutlined />}
                disabled={selectedIds.length !== 1}
                onClick={() =>
                  firstSelected !== undefined && setDialog({ open: true, noticeId: firstSelected })
                }
              >
                {t('notice.edit')}
              </Button>
            ) : null}
            {canRemove ? (
              <Button danger icon={<DeleteOutlined />} onClick={() => void remove(selectedIds)}>
                {t('notice.delete')}
              </Button>
            ) : null}
          </Space>
          <TableToolbar
            showSearch={showSearch}
            onShowSearchChange={setShowSearch}
            onRefresh={() => void refetch()}
            columns={visibility.columns}
            onColumnsChange={visibility.setColumns}
          />
        </Flex>
        {isError ? (
          <Alert type="error" showIcon title={t('notice.loadFailed')} style={{ marginBottom: 16 }} />
        ) : null}
        <Table<Notice>
          rowKey="noticeId"
          size="middle"
          columns={visibility.filterColumns(columns)}
          dataSource={rows}
          loading={isFetching || deleting}
          pagination={false}
          scroll={{ x: 900 }}
          rowSelection={{
            selectedRowKeys: selectedIds,
            onChange: (keys) => setSelectedIds(keys.map(Number)),
          }}
        />
        <TablePagination
          total={data?.total ?? 0}
          pageNum={page.pageNum}
          pageSize={page.pageSize}
          onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
        />
      </Card>
      {dialog.open ? <NoticeFormDialog noticeId={dialog.noticeId} onClose={closeDialog} /> : null}
    </Flex>
  );
}
