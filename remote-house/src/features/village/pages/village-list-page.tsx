import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import { villageResource } from '../fields/village-resource';

/** `house/village/index`: search, paged table, add/edit, delete, export and import of villages. */
export default function VillageListPage() {
  return <ResourceList definition={villageResource} />;
}
