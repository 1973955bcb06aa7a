import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteCarsMutation } from '../api/car-api';
import type { Car } from '../types/car';

/**
 * Deletes vehicles after a confirmation; resolves true when they were deleted.
 * Nothing selected gives a warning; server errors are shown by the request client.
 */
export function useDeleteCars(): (cars: readonly Car[]) => Promise<boolean> {
  const { t } = useTranslation(['vehicle', 'common']);
  const [deleteCars] = useDeleteCarsMutation();

  return useCallback(
    async (cars) => {
      const notifier = getNotifier();
      const [first] = cars;
      if (!first) {
        notifier.warning(t('car.messages.selectToDelete'));
        return false;
      }
      const confirmed = await notifier.confirm({
        title: t('common:prompt.systemNotice'),
        content:
          cars.length === 1
            ? t('car.dialog.deleteOne', { plate: first.plateNumber })
            : t('car.dialog.deleteMany', { count: cars.length }),
        okText: t('common:actions.confirm'),
        cancelText: t('common:actions.cancel'),
      });
      if (!confirmed) return false;
      const result = await deleteCars(cars.map((car) => car.id));
      if ('error' in result) return false;
      notifier.success(t('car.messages.deleteSuccess'));
      return true;
    },
    [t, deleteCars],
  );
}
