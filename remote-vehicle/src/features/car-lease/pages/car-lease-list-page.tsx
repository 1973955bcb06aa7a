import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import type { CarLease } from '../../car/types/car';
import { EndLeaseButton } from '../components/end-lease-button';
import { carLeaseResource } from '../fields/car-lease-resource';

const definition: ResourceDefinition<CarLease, Partial<CarLease>> = {
  ...carLeaseResource,
  rowActions: (lease) => <EndLeaseButton lease={lease} />,
};

/** `vehicle/carLease/index`: every car lease with filters in the URL, end early and export. */
export default function CarLeaseListPage() {
  return <ResourceList definition={definition} />;
}
