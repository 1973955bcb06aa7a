import { CustomerScreen } from '@agency/shared/features/customer/components/customer-screen';
import { carCustomerResource } from '../fields/car-customer-resource';

/** `vehicle/carCustomer/index`: customers with a car interest: filters, add/edit, details with history, delete, export. */
export default function CarCustomerListPage() {
  return <CustomerScreen definition={carCustomerResource} />;
}
