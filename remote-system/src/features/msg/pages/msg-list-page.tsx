import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import { msgResource } from '../fields/msg-resource';

/** `system/msg/index`: in-app messages to users and roles, with how many read each. */
export default function MsgListPage() {
  return (
    <div className="system-msg-page">
      <ResourceList definition={msgResource} />
    </div>
  );
}
