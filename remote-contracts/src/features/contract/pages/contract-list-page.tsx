import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import { contractResource } from '../fields/contract-resource';

/** `pact/contract/index`: contracts with title and status search, status tags, paging, view and delete. */
export default function ContractListPage() {
  return (
    <div className="pact-contract-page">
      <ResourceList definition={contractResource} />
    </div>
  );
}
