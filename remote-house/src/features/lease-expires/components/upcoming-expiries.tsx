import { DictTag } from '@agency/shared/features/dict/components/dict-tag';
import type { ResourceListContext } from '@agency/shared/features/resource/types/resource-definition';
import { CalendarOutlined } from '@ant-design/icons';
import { Card, Empty, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { leaseExpiresApi } from '../api/lease-expires-api';
import type { LeaseExpires } from '../types/lease-expires';

/** How far ahead the strip looks, and how many leases it shows. */
export const UPCOMING_DAYS = 60;
const UPCOMING_MAX = 12;

export interface UpcomingExpiriesProps {
  context: ResourceListContext<LeaseExpires>;
  /** Opens a lease's view dialog (when the user may view). */
  onOpen?: (row: LeaseExpires) => void;
}

/** A timeline of the leases that end in the next 60 days, soonest first, above the list. */
export function UpcomingExpiries({ context, onOpen }: UpcomingExpiriesProps) {
  const { t } = useTranslation('house');
  const today = dayjs().startOf('day');
  const { data, isError } = leaseExpiresApi.useList({
    pageNum: 1,
    pageSize: UPCOMING_MAX,
    orderByColumn: 'endDate',
    isAsc: 'asc',
    endDateBegin: today.format('YYYY-MM-DD'),
    endDateEnd: today.add(UPCOMING_DAYS, 'day').format('YYYY-MM-DD'),
  });
  const rows = data?.rows ?? [];
  if (isError) return null;
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      data-testid="upcoming-expiries"
      title={
        <Flex gap={8} align="center">
          <CalendarOutlined />
          {t('leaseExpires.upcoming.title', { days: UPCOMING_DAYS })}
          {data && data.total > rows.length && (
            <Typography.Link
              onClick={() =>
                context.setState({
                  ...context.state,
                  pageNum: 1,
                  filters: {
                    endDateBegin: today.format('YYYY-MM-DD'),
                    endDateEnd: today.add(UPCOMING_DAYS, 'day').format('YYYY-MM-DD'),
                  },
                })
              }
            >
              {t('leaseExpires.upcoming.all', { count: data.total })}
            </Typography.Link>
          )}
        </Flex>
      }
    >
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('leaseExpires.upcoming.none')} />
      ) : (
        <Flex gap={8} wrap>
          {rows.map((row) => {
            const days = dayjs(row.endDate).diff(today, 'day');
            return (
              <Tag
                key={row.id}
                style={{ cursor: onOpen ? 'pointer' : undefined, padding: '4px 8px', marginInlineEnd: 0 }}
                onClick={onOpen ? () => onOpen(row) : undefined}
              >
                <Flex gap={6} align="center" wrap>
                  <Typography.Text strong>{row.endDate}</Typography.Text>
                  <span>{row.tenantName}</span>
                  {row.houseName && <Typography.Text type="secondary">{row.houseName}</Typography.Text>}
                  <Typography.Text type={days <= 7 ? 'danger' : 'secondary'}>
                    {days === 0
                      ? t('leaseExpires.upcoming.today')
                      : t('leaseExpires.upcoming.inDays', { count: days })}
                  </Typography.Text>
                  <DictTag dictType="lease_reminder_status" value={row.reminderStatus} />
                </Flex>
              </Tag>
            );
          })}
        </Flex>
      )}
    </Card>
  );
}
