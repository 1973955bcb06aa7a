import { CustomerDetailDrawer } from '@agency/shared/features/customer/components/customer-detail-drawer';
import type { Customer, CustomerInput } from '@agency/shared/features/customer/types/customer';
import { usePermission } from '@agency/shared/features/permission/hooks/use-permission';
import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { EyeOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerApi } from '../api/customer-api';
import { CustomerHouses } from '../components/customer-houses';
import { customerResource } from '../fields/customer-resource';

/** `house/customer/index`: customers with filters, add/edit, details (history, houses), delete, export. */
export default function CustomerListPage() {
  const { t } = useTranslation('common');
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
          api={customerApi}
          row={viewing}
          onClose={() => setViewing(null)}
          renderExtra={(customer) => (
            <>
              <Typography.Title level={5} style={{ marginTop: 24 }}>
                {t('customer.houses.title')}
              </Typography.Title>
              <CustomerHouses customerId={customer.id} houses={customer.houses ?? []} />
            </>
          )}
        />
      )}
    </>
  );
}
