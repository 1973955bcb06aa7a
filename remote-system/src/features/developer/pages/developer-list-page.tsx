import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import { developerResource } from '../fields/developer-resource';

/** `system/developer/index`: property developers (search, add with a logo, edit, delete, export). */
export default function DeveloperListPage() {
  return (
    <div className="system-developer-page">
      <ResourceList definition={developerResource} />
    </div>
  );
}
