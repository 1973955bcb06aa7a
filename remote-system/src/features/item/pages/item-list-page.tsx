import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import { itemResource } from '../fields/item-resource';

/** `system/item/index`: staff to-dos, open and soonest due first, overdue ones in red. */
export default function ItemListPage() {
  return (
    <div className="system-item-page">
      <ResourceList definition={itemResource} />
    </div>
  );
}
