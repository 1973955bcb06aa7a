import { Card, Descriptions, Empty, Flex, Image, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveFileUrl, splitPaths } from '../../upload/utils/file-paths';
import type { ListState } from '../types/list-state';
import type { ResourceField } from '../types/resource-field';
import { FieldValue } from './field-value';

export interface ResourceCardsProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  fields: readonly ResourceField<Row>[];
  ns: string;
  loading: boolean;
  actions: (row: Row) => ReactNode;
  /** The list's page and size, for cell renders. */
  list: ListState;
  /** Text when there are no rows. */
  empty?: string;
  /** A card of the screen's own instead of the default. */
  renderCard?: (row: Row) => ReactNode;
}

/** The list as cards on a phone: cover image, title, the fields marked for cards, and the row actions. */
export function ResourceCards<Row>({
  rows,
  rowKey,
  fields,
  ns,
  loading,
  actions,
  renderCard,
  empty,
  list,
}: ResourceCardsProps<Row>) {
  const { t } = useTranslation([ns, 'common']);
  const title = fields.find((field) => field.card === 'title');
  const cover = fields.find((field) => field.card === 'cover');
  const lines = fields.filter((field) => field.card === true);
  if (!loading && rows.length === 0) return <Empty description={empty ?? t('common:status.noData')} />;
  return (
    <Spin spinning={loading}>
      <Flex vertical gap={12} className="resource-cards">
        {rows.map((row, index) => {
          if (renderCard) return <div key={rowKey(row)}>{renderCard(row)}</div>;
          const record = row as Record<string, unknown>;
          const [image] = cover ? splitPaths(record[cover.key] as string) : [];
          return (
            <Card
              key={rowKey(row)}
              size="small"
              title={title ? String(record[title.key] ?? '-') : undefined}
              cover={
                image ? (
                  <Image
                    src={resolveFileUrl(image)}
                    alt={title ? String(record[title.key] ?? '') : ''}
                    height={160}
                    style={{ objectFit: 'cover' }}
                    preview={false}
                  />
                ) : undefined
              }
              actions={[
                <Flex key="actions" justify="center" wrap>
                  {actions(row)}
                </Flex>,
              ]}
            >
              <Descriptions
                size="small"
                column={1}
                items={lines.map((field) => ({
                  key: field.key,
                  label: t(field.label),
                  children:
                    field.column !== false && field.column?.render ? (
                      field.column.render(row, index, list)
                    ) : (
                      <FieldValue field={field} row={row} ns={ns} />
                    ),
                }))}
              />
            </Card>
          );
        })}
      </Flex>
    </Spin>
  );
}
