import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import { menuResource } from '../fields/menu-resource';

/** `system/menu/index`: the menu tree (search, expand/collapse, add, add below, edit, delete). */
export default function MenuTreePage() {
  return (
    <div className="system-menu-page">
      <ResourceList definition={menuResource} />
    </div>
  );
}
