import { RefreshCacheButton } from '@agency/shared/features/resource/components/refresh-cache-button';
import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { configResource } from '../fields/config-resource';
import type { SysConfig, SysConfigInput } from '../types/config';

const definition: ResourceDefinition<SysConfig, SysConfigInput> = {
  ...configResource,
  // As in RuoYi the refresh needs the remove permission.
  toolbar: ({ refetch }) => (
    <RefreshCacheButton
      url="/system/config/refreshCache"
      permission="system:config:remove"
      onRefreshed={refetch}
    />
  ),
};

/** `system/config/index`: system parameters (search, add, edit, delete, export, refresh cache). */
export default function ConfigListPage() {
  return (
    <div className="system-config-page">
      <ResourceList definition={definition} />
    </div>
  );
}
