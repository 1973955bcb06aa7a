import { CustomerDetailDrawer } from '@agency/shared/features/customer/components/customer-detail-drawer';
import type { Customer, CustomerInput } from '@agency/shared/features/customer/types/customer';
import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carCustomerApi } from '../api/car-customer-api';
import { carCustomerResource } from '../fields/car-customer-resource';

/** `vehicle/carCustomer/index`: customers with a car interest: filters, add/edit, details with history, delete, export. */
export default function CarCustomerListPage() {
  const { t } = useTranslation('common');
  const { hasPermi } = usePermission();
  const [viewing, setViewing] = useState<Customer | null>(null);
  const canView = hasPermi('vehicle:customer:query');

  const definition = useMemo<ResourceDefinition<Customer, CustomerInput>>(
    () => ({
      ...carCustomerResource,
      rowActions: (row) =>
        canView && (
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setViewing(row)}>
            {t('customer.actions.detail')}
          </Button>
        ),
    }),
    [canView, t],
  );

  return (
    <>
      <ResourceList definition={definition} />
      {viewing && (
        <CustomerDetailDrawer
          fields={carCustomerResource.fields}
          api={carCustomerApi}
          row={viewing}
          onClose={() => setViewing(null)}
        />
      )}
    </>
  );
}
