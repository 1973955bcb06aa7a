import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import { roleResource } from '../fields/role-resource';

/**
 * `system/role/index`: roles with status switch, add/edit with the menu permission
 * tree (linked or not), data scope with the department tree, assign users, delete
 * and export.
 */
export default function RoleListPage() {
  return (
    <div className="system-role-page">
      <ResourceList definition={roleResource} />
    </div>
  );
}
