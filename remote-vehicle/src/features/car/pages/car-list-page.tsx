import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import { carResource } from '../fields/car-resource';

/** `vehicle/car/index`: filter drawer, paged table (cards below 992 px), add/edit, delete, export and import of vehicles. */
export default function CarListPage() {
  return <ResourceList definition={carResource} />;
}
