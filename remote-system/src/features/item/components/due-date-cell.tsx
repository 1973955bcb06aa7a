import { WarningOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Item } from '../types/item';

/** The due date; an overdue item's in red with an "Overdue" tag, so it stands out. */
export function DueDateCell({ row }: { row: Item }) {
  const { t } = useTranslation('system');
  if (!row.dueDate) return <Typography.Text type="secondary">-</Typography.Text>;
  if (!row.overdue) return <>{row.dueDate}</>;
  return (
    <span className="item-overdue" data-testid="item-overdue">
      <Typography.Text type="danger" strong>
        {row.dueDate}
      </Typography.Text>{' '}
      <Tag color="error" icon={<WarningOutlined />}>
        {t('item.overdue')}
      </Tag>
    </span>
  );
}
