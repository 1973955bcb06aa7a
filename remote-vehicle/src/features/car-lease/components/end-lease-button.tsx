import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CarLease } from '../../car/types/car';
import { useEndLeaseEarlyMutation } from '../api/car-lease-api';

/** "End early" on an active lease (vehicle:lease:edit), after a confirmation. */
export function EndLeaseButton({ lease }: { lease: CarLease }) {
  const { t } = useTranslation(['vehicle', 'common']);
  const { hasPermi } = usePermission();
  const [endEarly, { isLoading }] = useEndLeaseEarlyMutation();
  if (lease.status !== 'active' || !hasPermi('vehicle:lease:edit')) return null;

  const run = async () => {
    const notifier = getNotifier();
    const confirmed = await notifier.confirm({
      title: t('carLease.actions.endEarly'),
      content: t('carLease.dialog.endEarlyConfirm', {
        order: lease.leaseOrderNumber,
        plate: lease.plateNumber ?? '',
      }),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
    });
    if (!confirmed) return;
    const result = await endEarly(lease.id);
    if ('error' in result) return;
    notifier.success(t('carLease.messages.endEarlySuccess'));
  };

  return (
    <Button type="link" size="small" danger loading={isLoading} onClick={() => void run()}>
      {t('carLease.actions.endEarly')}
    </Button>
  );
}
