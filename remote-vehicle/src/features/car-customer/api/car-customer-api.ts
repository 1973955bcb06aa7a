import type { Customer, CustomerInput } from '@agency/shared/features/customer/types/customer';
import { createResourceApi } from '@agency/shared/features/resource/api/create-resource-api';

/** Vehicle customers (`/vehicle/customer`): the customers with a car interest; list, get, add, edit, delete, export. */
export const carCustomerApi = createResourceApi<Customer, CustomerInput>({
  name: 'carCustomer',
  base: '/vehicle/customer',
  // The house screen's customers too: a change on either screen refreshes both.
  tag: 'Customer',
});
