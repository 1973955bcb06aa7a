import type { ResourceListContext } from '@agency/shared/features/resource/types/resource-definition';
import { useAppSelector } from '@agency/shared/features/store/hooks/typed-hooks';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Item } from '../types/item';

/** "All items" or "My items": the assignee filter set to the signed-in user (kept in the URL). */
export function MyItemsSwitch({ list }: { list: ResourceListContext<Item> }) {
  const { t } = useTranslation('system');
  const userId = useAppSelector((state) => state.session.userId);
  if (!userId) return null;
  const mine = String(list.state.filters.assigneeId ?? '') === String(userId);
  const choose = (value: 'all' | 'mine') => {
    const { assigneeId: _assignee, ...filters } = list.state.filters;
    list.setState({
      ...list.state,
      pageNum: 1,
      filters: value === 'mine' ? { ...filters, assigneeId: userId } : filters,
    });
  };
  return (
    <Segmented<'all' | 'mine'>
      style={{ marginBottom: 12 }}
      value={mine ? 'mine' : 'all'}
      onChange={choose}
      options={[
        { value: 'all', label: t('item.allItems') },
        { value: 'mine', label: t('item.myItems') },
      ]}
    />
  );
}
