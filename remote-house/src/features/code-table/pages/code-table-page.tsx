import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import { houseCodeResource } from '../fields/house-code-resource';

/** `house/codeTable/index`: the house module's code tables, labels in zh, en and lo. */
export default function CodeTablePage() {
  return <ResourceList definition={houseCodeResource} />;
}
