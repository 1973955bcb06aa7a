import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import { onlineResource } from '../fields/online-resource';

/** `monitor/online/index`: active sessions, filtered by IP or user name, with force logout. */
export default function OnlineUserPage() {
  return <ResourceList definition={onlineResource} />;
}
