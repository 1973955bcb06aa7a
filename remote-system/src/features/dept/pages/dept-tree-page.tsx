import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import { deptResource } from '../fields/dept-resource';

/** `system/dept/index`: the department tree (search, expand/collapse, add, add below, edit, delete). */
export default function DeptTreePage() {
  return (
    <div className="system-dept-page">
      <ResourceList definition={deptResource} />
    </div>
  );
}
