import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { useGetLeasesEndingSoonQuery } from '../api/lease-badge-api';
import { CountBadge } from './count-badge';

/** The count is read again every few minutes: the daily job marks reminders as it sends them. */
const REFRESH_MS = 5 * 60_000;

const useLeasesEndingSoon = () => useGetLeasesEndingSoonQuery(undefined, { pollingInterval: REFRESH_MS });

/**
 * A bell with the number of leases ending soon (due or reminded by the daily job),
 * for staff who may list lease reminders; it opens the lease reminder screen.
 */
export function LeaseReminderBadge() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout' });
  return (
    <CountBadge
      permission="house:lease:list"
      useCount={useLeasesEndingSoon}
      icon={<BellOutlined />}
      label={(count) => t('leasesEndingSoon', { count })}
      to="/house/leaseExpires"
      testId="lease-reminder-badge"
    />
  );
}
