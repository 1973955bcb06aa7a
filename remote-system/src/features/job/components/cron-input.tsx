import type { FormControlProps } from '@agency/shared/features/resource/types/resource-field';
import { ScheduleOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Cron, type Locale } from 'react-js-cron';
import 'react-js-cron/dist/styles.css';
import { builderToQuartz, quartzToBuilder } from '../utils/quartz-cron';
import { CronNextRuns } from './cron-next-runs';

const LOCALE_TEXTS = [
  'everyText',
  'emptyMonths',
  'emptyMonthDays',
  'emptyMonthDaysShort',
  'emptyWeekDays',
  'emptyWeekDaysShort',
  'emptyHours',
  'emptyMinutes',
  'emptyMinutesForHourPeriod',
  'yearOption',
  'monthOption',
  'weekOption',
  'dayOption',
  'hourOption',
  'minuteOption',
  'prefixPeriod',
  'prefixMonths',
  'prefixMonthDays',
  'prefixWeekDays',
  'prefixWeekDaysForMonthAndYearPeriod',
  'prefixHours',
  'prefixMinutes',
  'prefixMinutesForHourPeriod',
  'suffixMinutesForHourPeriod',
  'errorInvalidCron',
] as const;
const LOCALE_LISTS = ['weekDays', 'months', 'altWeekDays', 'altMonths'] as const;

/** The builder's texts in the user's language. */
function useCronLocale(): Locale {
  const { t, i18n } = useTranslation('system');
  return useMemo(() => {
    const locale: Locale = {};
    for (const key of LOCALE_TEXTS) locale[key] = t(`job.cron.builder.${key}`);
    // Lists are comma-separated texts (locale files hold strings only).
    for (const key of LOCALE_LISTS) locale[key] = t(`job.cron.builder.${key}`).split(',');
    return locale;
  }, [t, i18n.language]);
}

/**
 * The cron field of the job form: the Quartz expression as text (any expression the
 * server takes), a builder for the common ones (every day at, every week on, ...), and
 * the next five run times as the server computes them.
 */
export function CronInput({ value, onChange, disabled }: FormControlProps) {
  const { t } = useTranslation('system');
  const text = typeof value === 'string' ? value : '';
  const [building, setBuilding] = useState(false);
  const locale = useCronLocale();
  const builderValue = quartzToBuilder(text);
  return (
    <Flex vertical gap={8} className="job-cron-input">
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={text}
          disabled={disabled}
          maxLength={255}
          placeholder={t('job.placeholder.cronExpression')}
          style={{ fontFamily: 'monospace' }}
          onChange={(event) => onChange?.(event.target.value)}
        />
        <Button
          icon={<ScheduleOutlined />}
          disabled={disabled}
          aria-expanded={building}
          onClick={() => setBuilding((open) => !open)}
        >
          {t('job.cron.builderButton')}
        </Button>
      </Space.Compact>
      {building && (
        <div className="job-cron-builder">
          {text && builderValue === null && (
            <Typography.Paragraph type="secondary">{t('job.cron.notInBuilder')}</Typography.Paragraph>
          )}
          <Cron
            value={builderValue ?? ''}
            setValue={(next: string) => onChange?.(builderToQuartz(next))}
            locale={locale}
            humanizeValue
            leadingZero
            clockFormat="24-hour-clock"
            clearButton={false}
            shortcuts={false}
            allowedPeriods={['year', 'month', 'week', 'day', 'hour', 'minute']}
            disabled={disabled}
          />
        </div>
      )}
      <CronNextRuns value={text} />
    </Flex>
  );
}
