import { Button, Card, Checkbox, Empty, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TemplateRow } from '../types/template';

interface TemplateCardListProps {
  rows: TemplateRow[];
  loading: boolean;
  selectedIds: number[];
  onSelect: (ids: number[]) => void;
  onView: (row: TemplateRow) => void;
  onDelete: (row: TemplateRow) => void;
  canDelete: boolean;
  canView: boolean;
}

/** The template list below 768 px: one card a template, with a check box for deleting several. */
export function TemplateCardList({
  rows,
  loading,
  selectedIds,
  onSelect,
  onView,
  onDelete,
  canDelete,
  canView,
}: TemplateCardListProps) {
  const { t } = useTranslation('pact');

  const toggle = (id: number, checked: boolean) =>
    onSelect(checked ? [...selectedIds, id] : selectedIds.filter((selected) => selected !== id));

  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        <Empty description={t('template.list.empty')} />
      ) : (
        <Flex vertical gap={12} data-testid="template-cards">
          {rows.map((row) => {
            const actions = [
              ...(canView
                ? [
                    <Button key="view" type="link" size="small" onClick={() => onView(row)}>
                      {t('template.list.viewDetails')}
                    </Button>,
                  ]
                : []),
              ...(canDelete
                ? [
                    <Button key="delete" type="link" size="small" danger onClick={() => onDelete(row)}>
                      {t('template.list.delete')}
                    </Button>,
                  ]
                : []),
            ];
            return (
              <Card
                key={row.id}
                size="small"
                data-testid="template-card"
                title={
                  <Flex gap={8} align="center">
                    <Checkbox
                      checked={selectedIds.includes(row.id)}
                      onChange={(event) => toggle(row.id, event.target.checked)}
                      aria-label={row.templateName}
                    />
                    <Typography.Text ellipsis>{row.templateName}</Typography.Text>
                  </Flex>
                }
                actions={actions.length > 0 ? actions : undefined}
              >
                <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
                  {t('template.columns.id')}: {row.id}
                </Typography.Paragraph>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
                  {t('template.columns.createBy')}: {row.createBy || '-'}
                </Typography.Paragraph>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  {t('template.columns.createTime')}: {row.createTime}
                </Typography.Paragraph>
              </Card>
            );
          })}
        </Flex>
      )}
    </Spin>
  );
}
