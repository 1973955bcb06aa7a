import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndCarLeaseMutation } from '../api/car-api';
import type { Car } from '../types/car';
import { carName } from '../utils/car-name';

/** Ends a rented vehicle's lease after a confirmation; resolves true when it ended. */
export function useEndCarLease() {
  const { t } = useTranslation(['vehicle', 'common']);
  const [endLease] = useEndCarLeaseMutation();
  return useCallback(
    async (row: Car): Promise<boolean> => {
      const notifier = getNotifier();
      const confirmed = await notifier.confirm({
        title: t('car.actions.endLease'),
        content: t('car.lease.endConfirm', { name: carName(row) }),
        okText: t('common:actions.confirm'),
        cancelText: t('common:actions.cancel'),
      });
      if (!confirmed) return false;
      const result = await endLease(row.id);
      if ('error' in result) return false;
      notifier.success(t('car.messages.endLeaseSuccess'));
      return true;
    },
    [t, endLease],
  );
}
