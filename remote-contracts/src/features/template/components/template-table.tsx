import { Button, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TemplateRow } from '../types/template';

interface TemplateTableProps {
  rows: TemplateRow[];
  loading: boolean;
  selectedIds: number[];
  onSelect: (ids: number[]) => void;
  onView: (row: TemplateRow) => void;
  onDelete: (row: TemplateRow) => void;
  canDelete: boolean;
  canView: boolean;
}

/** The template list on wide screens. */
export function TemplateTable({
  rows,
  loading,
  selectedIds,
  onSelect,
  onView,
  onDelete,
  canDelete,
  canView,
}: TemplateTableProps) {
  const { t } = useTranslation('pact');
  const columns: TableColumnsType<TemplateRow> = [
    { key: 'id', dataIndex: 'id', title: t('template.columns.id'), width: 90 },
    {
      key: 'templateName',
      dataIndex: 'templateName',
      title: t('template.columns.templateName'),
      ellipsis: true,
    },
    {
      key: 'placeholders',
      dataIndex: 'placeholders',
      title: t('template.columns.placeholders'),
      render: (placeholders: string[]) =>
        placeholders.length === 0 ? (
          '-'
        ) : (
          <Space size={[4, 4]} wrap>
            {placeholders.slice(0, 6).map((name) => (
              <Tag key={name}>{name}</Tag>
            ))}
            {placeholders.length > 6 ? <Tag>+{placeholders.length - 6}</Tag> : null}
          </Space>
        ),
    },
    { key: 'createBy', dataIndex: 'createBy', title: t('template.columns.createBy'), width: 140 },
    { key: 'createTime', dataIndex: 'createTime', title: t('template.columns.createTime'), width: 180 },
    {
      key: 'actions',
      title: t('template.columns.actions'),
      width: 200,
      render: (_value, row) => (
        <Space size={0}>
          {canView ? (
            <Button type="link" size="small" onClick={() => onView(row)}>
              {t('template.list.viewDetails')}
            </Button>
          ) : null}
          {canDelete ? (
            <Button type="link" size="small" danger onClick={() => onDelete(row)}>
              {t('template.list.delete')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Table<TemplateRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 900 }}
      locale={{ emptyText: t('template.list.empty') }}
      rowSelection={{
        selectedRowKeys: selectedIds,
        onChange: (keys) => onSelect(keys.map(Number)),
      }}
    />
  );
}
