import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { useIsBelowWidth } from '@agency/shared/features/responsive/hooks/use-window-width';
import { NARROW_BREAKPOINT } from '@agency/shared/features/responsive/utils/breakpoints';
import { TablePagination } from '@agency/shared/features/table/components/table-pagination';
import { DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteTemplatesMutation, useListTemplatesQuery } from '../api/template-api';
import { TemplateCardList } from '../components/template-card-list';
import { TemplateTable } from '../components/template-table';
import { TemplateUploadCard } from '../components/template-upload-card';
import { useOpenDetail } from '../hooks/use-detail-link';
import { useLoadFailureMessage } from '../hooks/use-load-failure-message';
import type { TemplateRow, UploadedTemplate } from '../types/template';

/** `type` of the template list query: 1 is the house contract template. */
const TEMPLATE_TYPE = 1;

/**
 * `pact/template/index`: the drag-and-drop upload card, then the paged template
 * list (a table on wide screens, cards below 768 px) with refresh and delete.
 */
export default function TemplateListPage() {
  const { t } = useTranslation('pact');
  const { hasPermi } = usePermission();
  // Cards instead of the table below 768 px (spec sections 2 and 9).
  const narrow = useIsBelowWidth(NARROW_BREAKPOINT);
  const openDetail = useOpenDetail('template');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const { data, isFetching, isError, error, refetch } = useListTemplatesQuery({
    ...page,
    type: TEMPLATE_TYPE,
  });
  useLoadFailureMessage(error, t('template.loadFaile'));
  const [deleteTemplates, { isLoading: deleting }] = useDeleteTemplatesMutation();

  const canUpload = hasPermi('pact:template:upload');
  const canDelete = hasPermi('pact:template:remove');
  const canView = hasPermi('pact:template:query');
  const rows = data?.rows ?? [];
  const total = data?.total ?? 0;

  const askOpenDetail = async (uploaded: UploadedTemplate) => {
    const now = await getNotifier().confirm({
      title: t('template.openDetail.title'),
      content: t('template.openDetail.content', { name: uploaded.templateName }),
      okText: t('template.openDetail.now'),
      cancelText: t('template.openDetail.later'),
    });
    if (now) openDetail(uploaded.id);
  };

  const remove = async (targets: TemplateRow[]) => {
    if (targets.length === 0) {
      getNotifier().warning(t('template.selectToDelete'));
      return;
    }
    const [first] = targets;
    const confirmed = await getNotifier().confirm({
      title: t('template.deleteConfirm.title'),
      content:
        targets.length === 1 && first
          ? t('template.deleteConfirm.one', { name: first.templateName })
          : t('template.deleteConfirm.many', { count: targets.length }),
      okText: t('template.deleteConfirm.ok'),
      cancelText: t('template.deleteConfirm.cancel'),
    });
    if (!confirmed) return;
    const ids = targets.map((row) => row.id);
    try {
      await deleteTemplates(ids).unwrap();
    } catch {
      return; // the request client has shown the reason
    }
    getNotifier().success(t('template.deleteSuccess'));
    setSelectedIds((current) => current.filter((id) => !ids.includes(id)));
    // The last row of the last page went: step back a page.
    if (rows.length === ids.length && page.pageNum > 1) setPage((p) => ({ ...p, pageNum: p.pageNum - 1 }));
  };

  const removeSelected = () => {
    const known = new Map(rows.map((row) => [row.id, row]));
    void remove(selectedIds.flatMap((id) => known.get(id) ?? []));
  };

  const listProps = {
    rows,
    loading: isFetching || deleting,
    selectedIds,
    onSelect: setSelectedIds,
    onView: (row: TemplateRow) => openDetail(row.id),
    onDelete: (row: TemplateRow) => void remove([row]),
    canDelete,
    canView,
  };

  return (
    <Flex vertical gap={16} className="pact-template-page">
      {canUpload ? <TemplateUploadCard onUploaded={(uploaded) => void askOpenDetail(uploaded)} /> : null}
      <Card
        title={t('template.list.title')}
        extra={
          <Space wrap>
            {selectedIds.length > 0 ? (
              <Typography.Text type="secondary">
                {t('template.list.selected', { count: selectedIds.length })}
              </Typography.Text>
            ) : null}
            <Button icon={<ReloadOutlined />} onClick={() => void refetch()} loading={isFetching}>
              {t('template.list.refresh')}
            </Button>
            {canDelete ? (
              <Button danger icon={<DeleteOutlined />} onClick={removeSelected}>
                {t('template.list.delete')}
              </Button>
            ) : null}
          </Space>
        }
      >
        {isError ? (
          <Alert
            type="error"
            showIcon
            title={t('template.loadFaile')}
            style={{ marginBottom: 16 }}
            action={
              <Button size="small" onClick={() => void refetch()}>
                {t('template.list.refresh')}
              </Button>
            }
          />
        ) : null}
        {narrow ? <TemplateCardList {...listProps} /> : <TemplateTable {...listProps} />}
        <TablePagination
          total={total}
          pageNum={page.pageNum}
          pageSize={page.pageSize}
          onChange={(pageNum, pageSize) => {
            setPage({ pageNum, pageSize });
            setSelectedIds([]);
          }}
        />
      </Card>
    </Flex>
  );
}
