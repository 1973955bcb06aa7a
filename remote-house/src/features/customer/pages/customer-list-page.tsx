import { CustomerScreen } from '@agency/shared/features/customer/components/customer-screen';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomerHouses } from '../components/customer-houses';
import { customerResource } from '../fields/customer-resource';

/** `house/customer/index`: customers with filters, add/edit, details (history, houses), delete, export. */
export default function CustomerListPage() {
  const { t } = useTranslation('common');
  return (
    <CustomerScreen
      definition={customerResource}
      renderExtra={(customer) => (
        <>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('customer.houses.title')}
          </Typography.Title>
          <CustomerHouses customerId={customer.id} houses={customer.houses ?? []} />
        </>
      )}
    />
  );
}
