import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HOST_NAMESPACE } from '../../i18n/types/namespace';
import { useGetLeasesEndingSoonQuery } from '../api/lease-badge-api';

/** The count is read again every few minutes: the daily job marks reminders as it sends them. */
const REFRESH_MS = 5 * 60_000;

/**
 * A bell with the number of leases ending soon (due or reminded by the daily job),
 * for staff who may list lease reminders; it opens the lease reminder screen.
 * Nothing shows without the permission or when the count cannot be read.
 */
export function LeaseReminderBadge() {
  const { hasPermi } = usePermission();
  const allowed = hasPermi('house:lease:list');
  if (!allowed) return null;
  return <LeaseReminderBell />;
}

function LeaseReminderBell() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'layout' });
  const navigate = useNavigate();
  const { data: count = 0, isError } = useGetLeasesEndingSoonQuery(undefined, {
    pollingInterval: REFRESH_MS,
  });
  if (isError) return null;
  const label = t('leasesEndingSoon', { count });
  return (
    <Tooltip title={label} placement="bottom">
      <Button
        type="text"
        aria-label={label}
        data-testid="lease-reminder-badge"
        onClick={() => navigate('/house/leaseExpires')}
        icon={
          <Badge count={count} size="small" overflowCount={99} offset={[4, -2]}>
            <BellOutlined />
          </Badge>
        }
      />
    </Tooltip>
  );
}
