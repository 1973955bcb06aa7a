import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerDetailDrawer } from '../components/customer-detail-drawer';
import { customerResource } from '../fields/customer-resource';
import type { Customer, CustomerInput } from '../types/customer';

/** `house/customer/index`: customers with filters, add/edit, details (history, houses), delete, export. */
export default function CustomerListPage() {
  const { t } = useTranslation(['house', 'common']);
  const { hasPermi } = usePermission();
  const [viewing, setViewing] = useState<Customer | null>(null);
  const canView = hasPermi('house:customer:query');

  const definition = useMemo<ResourceDefinition<Customer, CustomerInput>>(
    () => ({
      ...customerResource,
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
          fields={customerResource.fields}
          row={viewing}
          onClose={() => setViewing(null)}
        />
      )}
    </>
  );
}
