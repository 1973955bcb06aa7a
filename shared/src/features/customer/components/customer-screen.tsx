import { EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../permission/hooks/use-permission';
import { ResourceList } from '../../resource/components/resource-list';
import type { ResourceDefinition } from '../../resource/types/resource-definition';
import type { Customer, CustomerInput } from '../types/customer';
import { CustomerDetailDrawer } from './customer-detail-drawer';

export interface CustomerScreenProps {
  /** The screen's declaration (house or vehicle route, permission, fields). */
  definition: ResourceDefinition<Customer, CustomerInput>;
  /** What the screen adds to a customer's details (the houses of a house customer). */
  renderExtra?: (customer: Customer) => ReactNode;
}

/** A customer list on the kit with a "details" action opening the fields and status history. */
export function CustomerScreen({ definition, renderExtra }: CustomerScreenProps) {
  const { t } = useTranslation('common');
  const { hasPermi } = usePermission();
  const [viewing, setViewing] = useState<Customer | null>(null);
  const canView = hasPermi(`${definition.permission}:query`);

  const withDetails = useMemo<ResourceDefinition<Customer, CustomerInput>>(
    () => ({
      ...definition,
      rowActions: (row) =>
        canView && (
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setViewing(row)}>
            {t('customer.actions.detail')}
          </Button>
        ),
    }),
    [definition, canView, t],
  );

  return (
    <>
      <ResourceList definition={withDetails} />
      {viewing && (
        <CustomerDetailDrawer
          fields={definition.fields}
          api={definition.api}
          row={viewing}
          onClose={() => setViewing(null)}
          renderExtra={renderExtra}
        />
      )}
    </>
  );
}
