import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import { productResource } from '../fields/product-resource';

/** `system/product/index`: the agency's service packages (search, add, edit, delete, export). */
export default function ProductListPage() {
  return (
    <div className="system-product-page">
      <ResourceList definition={productResource} />
    </div>
  );
}
