import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { useMemo } from 'react';
import { TerminateLeaseButton } from '../components/terminate-lease-button';
import { houseLeaseResource } from '../fields/house-lease-resource';
import type { HouseLease } from '../types/house-lease';

/** `house/leaseList/index`: every house lease with filters and export; an active one can end early. */
export default function LeaseListPage() {
  const { hasPermi } = usePermission();
  const canTerminate = hasPermi('house:room:rent');
  const definition = useMemo<ResourceDefinition<HouseLease, never>>(
    () => ({
      ...houseLeaseResource,
      rowActions: canTerminate
        ? (row) => row.status === 'active' && <TerminateLeaseButton row={row} />
        : undefined,
    }),
    [canTerminate],
  );
  return <ResourceList definition={definition} />;
}
