import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { RefreshCacheButton } from '../components/refresh-cache-button';
import { configResource } from '../fields/config-resource';
import type { SysConfig, SysConfigInput } from '../types/config';

const definition: ResourceDefinition<SysConfig, SysConfigInput> = {
  ...configResource,
  toolbar: () => <RefreshCacheButton />,
};

/** `system/config/index`: system parameters (search, add, edit, delete, export, refresh cache). */
export default function ConfigListPage() {
  return (
    <div className="system-config-page">
      <ResourceList definition={definition} />
    </div>
  );
}
