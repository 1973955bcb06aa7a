import { DictTag } from '@agency/shared/features/dict/components/dict-tag';
import { useDict } from '@agency/shared/features/dict/hooks/use-dict';
import { useIsBelowWidth } from '@agency/shared/features/responsive/hooks/use-window-width';
import { NARROW_BREAKPOINT } from '@agency/shared/features/responsive/utils/breakpoints';
import { Alert, Badge, Button, Calendar, Card, Empty, Flex, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkInPeriodQuery } from '../api/work-api';
import { WORK_RESULT_DICT, WORK_TYPE_DICT } from '../config/work-dicts';
import type { Work } from '../types/work';

/** A result's badge colour on the calendar. */
const STATUS_OF: Record<string, 'default' | 'processing' | 'success' | 'warning' | 'error'> = {
  '0': 'processing',
  '1': 'warning',
  '2': 'success',
  '3': 'default',
  '4': 'error',
};

const dayOf = (work: Work) => work.startTime.slice(0, 10);
const timeOf = (work: Work) => work.startTime.slice(11, 16);

function WorkLine({ work }: { work: Work }) {
  const { labelOf } = useDict(WORK_TYPE_DICT);
  return (
    <Badge
      status={STATUS_OF[work.result] ?? 'default'}
      text={`${timeOf(work)} ${work.customerName ?? labelOf(work.workType)}`.trim()}
    />
  );
}

/**
 * The month's work records on a calendar: each day lists its records (time, customer,
 * a dot for the result); picking a day lists them in full below.
 */
export function WorkCalendar() {
  const { t } = useTranslation('system');
  const [month, setMonth] = useState<Dayjs>(() => dayjs().startOf('month'));
  const [picked, setPicked] = useState<Dayjs>(() => dayjs());
  // The grid shows days of the months around it; a week each side covers any first weekday.
  const period = {
    begin: month.startOf('month').subtract(7, 'day').format('YYYY-MM-DD'),
    end: month.endOf('month').add(7, 'day').format('YYYY-MM-DD'),
  };
  // On a phone the month is a small grid with a dot on busy days; the day's list says the rest.
  const narrow = useIsBelowWidth(NARROW_BREAKPOINT);
  const { data = [], isError, isFetching, refetch } = useWorkInPeriodQuery(period);
  const byDay = useMemo(() => {
    const map = new Map<string, Work[]>();
    for (const work of [...data].sort((a, b) => a.startTime.localeCompare(b.startTime)))
      map.set(dayOf(work), [...(map.get(dayOf(work)) ?? []), work]);
    return map;
  }, [data]);
  const ofPicked = byDay.get(picked.format('YYYY-MM-DD')) ?? [];

  return (
    <Flex vertical gap={12} className="work-calendar">
      {isError && (
        <Alert
          type="error"
          showIcon
          title={t('work.calendar.loadFailed')}
          action={<Button onClick={() => void refetch()}>{t('work.calendar.retry')}</Button>}
        />
      )}
      <Calendar
        fullscreen={!narrow}
        value={picked}
        onPanelChange={(value) => setMonth(value.startOf('month'))}
        onSelect={(value) => {
          setPicked(value);
          if (!value.isSame(month, 'month')) setMonth(value.startOf('month'));
        }}
        cellRender={(date, info) => {
          if (info.type !== 'date') return info.originNode;
          const works = byDay.get(date.format('YYYY-MM-DD')) ?? [];
          if (works.length === 0) return null;
          if (narrow)
            return (
              <Badge
                status="processing"
                aria-label={t('work.calendar.count', { count: works.length })}
                style={{ position: 'absolute', bottom: -6, left: '50%', transform: 'translateX(-50%)' }}
              />
            );
          return (
            <ul className="work-calendar-day" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {works.slice(0, 3).map((work) => (
                <li
                  key={work.workId}
                  style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
                >
                  <WorkLine work={work} />
                </li>
              ))}
              {works.length > 3 && (
                <li>
                  <Typography.Text type="secondary">
                    {t('work.calendar.more', { count: works.length - 3 })}
                  </Typography.Text>
                </li>
              )}
            </ul>
          );
        }}
      />
      <Card
        size="small"
        title={t('work.calendar.dayTitle', { date: picked.format('YYYY-MM-DD') })}
        loading={isFetching && data.length === 0}
      >
        {ofPicked.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('work.calendar.noneThatDay')} />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {ofPicked.map((work) => (
              <li
                key={work.workId}
                data-testid="work-calendar-entry"
                style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
              >
                <Flex vertical gap={2} style={{ width: '100%' }}>
                  <Flex gap={8} wrap align="center">
                    <Typography.Text strong>
                      {timeOf(work)}
                      {work.endTime ? `–${work.endTime.slice(11, 16)}` : ''}
                    </Typography.Text>
                    <DictTag dictType={WORK_TYPE_DICT} value={work.workType} />
                    <DictTag dictType={WORK_RESULT_DICT} value={work.result} />
                  </Flex>
                  <Typography.Text>
                    {[work.staffName, work.customerName, work.houseName ?? work.carName, work.location]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography.Text>
                  {work.notes && <Typography.Text type="secondary">{work.notes}</Typography.Text>}
                </Flex>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </Flex>
  );
}
