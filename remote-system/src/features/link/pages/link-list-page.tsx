import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import { linkResource } from '../fields/link-resource';

/** `system/link/index`: the quick links staff find in the navbar (search, add, edit, delete). */
export default function LinkListPage() {
  return (
    <div className="system-link-page">
      <ResourceList definition={linkResource} />
    </div>
  );
}
