import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getNotifier } from '../../request/api/notifier';
import type { RowId } from '../api/create-resource-api';
import type { ResourceDefinition } from '../types/resource-definition';

/**
 * Deleting rows of a resource: 'select first' when none is chosen, a
 * confirmation naming the row (or the count), the call, and 'deleted'.
 * Resolves true when the rows are gone.
 */
export function useDeleteRows<Row, Input>(definition: ResourceDefinition<Row, Input>) {
  const { t } = useTranslation([definition.ns, 'common']);
  const texts = definition.texts;
  const [deleteRows] = definition.api.useDelete();
  const { idKey } = definition.api.options;
  const { titleKey } = definition;
  return useCallback(
    async (rows: readonly Row[]): Promise<boolean> => {
      const notifier = getNotifier();
      if (rows.length === 0) {
        notifier.warning(t(texts?.selectToDelete ?? 'common:resource.selectToDelete'));
        return false;
      }
      const [first] = rows;
      const name = titleKey && first ? String((first as Record<string, unknown>)[titleKey] ?? '') : '';
      const confirmed = await notifier.confirm({
        title: t(texts?.deleteTitle ?? 'common:resource.deleteTitle'),
        content:
          rows.length === 1 && name
            ? t(texts?.deleteOne ?? 'common:resource.deleteOne', { name })
            : t(texts?.deleteMany ?? 'common:resource.deleteMany', { count: rows.length }),
        okText: t('common:actions.delete'),
        cancelText: t('common:actions.cancel'),
      });
      if (!confirmed) return false;
      try {
        await deleteRows(rows.map((row) => (row as Record<string, unknown>)[idKey] as RowId)).unwrap();
      } catch {
        return false; // the request client has shown why
      }
      notifier.success(t(texts?.deleteSuccess ?? 'common:resource.deleteSuccess'));
      return true;
    },
    [deleteRows, idKey, titleKey, t, texts],
  );
}
