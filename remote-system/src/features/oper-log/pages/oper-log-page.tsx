import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import { operLogResource } from '../fields/oper-log-resource';

/** `monitor/operlog/index`: the operation log (search, detail, export, delete, empty). */
export default function OperLogPage() {
  return (
    <div className="monitor-oper-log-page">
      <ResourceList definition={operLogResource} />
    </div>
  );
}
