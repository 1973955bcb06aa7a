import { CompactTable } from '@agency/shared/features/resource/components/compact-table';
import { Alert, Button, DatePicker, Flex, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Period, useStaffWorkSummaryQuery } from '../api/work-api';
import type { StaffWorkSummary } from '../types/work';

/**
 * Per staff member, their records in a period (all time by default) and how they went;
 * a name opens that member's records in the list.
 */
export function StaffSummary({ onOpenStaff }: { onOpenStaff: (staffId: number) => void }) {
  const { t } = useTranslation('system');
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const period: Period | null = range
    ? { begin: range[0].format('YYYY-MM-DD'), end: range[1].format('YYYY-MM-DD') }
    : null;
  const { data = [], isFetching, isError, refetch } = useStaffWorkSummaryQuery(period);
  return (
    <Flex vertical gap={12} className="work-staff-summary">
      <DatePicker.RangePicker
        value={range}
        onChange={(value) => setRange(value && value[0] && value[1] ? [value[0], value[1]] : null)}
        aria-label={t('work.staff.period')}
        style={{ maxWidth: 320 }}
      />
      {isError && (
        <Alert
          type="error"
          showIcon
          title={t('work.staff.loadFailed')}
          action={<Button onClick={() => void refetch()}>{t('work.calendar.retry')}</Button>}
        />
      )}
      <CompactTable<StaffWorkSummary>
        rowKey="staffId"
        loading={isFetching}
        dataSource={data}
        scroll={{ x: 640 }}
        locale={{ emptyText: t('work.staff.empty') }}
        columns={[
          {
            title: t('work.fields.staffId'),
            key: 'staff',
            render: (_, row) => (
              <Typography.Link onClick={() => onOpenStaff(row.staffId)}>
                {row.staffName ?? row.staffId}
              </Typography.Link>
            ),
          },
          { title: t('work.staff.total'), dataIndex: 'total', align: 'right', width: 100 },
          { title: t('work.staff.planned'), dataIndex: 'planned', align: 'right', width: 110 },
          { title: t('work.staff.interested'), dataIndex: 'interested', align: 'right', width: 110 },
          { title: t('work.staff.closed'), dataIndex: 'closed', align: 'right', width: 110 },
          { title: t('work.staff.lastTime'), dataIndex: 'lastTime', width: 170 },
        ]}
      />
    </Flex>
  );
}
