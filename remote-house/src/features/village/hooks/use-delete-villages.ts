import { getNotifier } from '@agency/shared/features/request/api/notifier';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteVillagesMutation } from '../api/village-api';
import type { Village } from '../types/village';

/**
 * Deletes villages after a confirmation; resolves true when they were deleted.
 * Nothing selected gives a warning; server errors are shown by the request client.
 */
export function useDeleteVillages(): (villages: readonly Village[]) => Promise<boolean> {
  const { t } = useTranslation(['house', 'common']);
  const [deleteVillages] = useDeleteVillagesMutation();

  return useCallback(
    async (villages) => {
      const notifier = getNotifier();
      const [first] = villages;
      if (!first) {
        notifier.warning(t('village.messages.selectToDelete'));
        return false;
      }
      const confirmed = await notifier.confirm({
        title: t('common:prompt.systemNotice'),
        content:
          villages.length === 1
            ? t('village.dialog.deleteOne', { name: first.name })
            : t('village.dialog.deleteMany', { count: villages.length }),
        okText: t('common:actions.confirm'),
        cancelText: t('common:actions.cancel'),
      });
      if (!confirmed) return false;
      const result = await deleteVillages(villages.map((village) => village.id));
      if ('error' in result) return false;
      notifier.success(t('village.messages.deleteSuccess'));
      return true;
    },
    [t, deleteVillages],
  );
}
