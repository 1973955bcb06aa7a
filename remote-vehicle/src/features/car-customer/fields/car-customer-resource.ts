import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import { CUSTOMER_TEXTS, customerFields } from '@agency/shared/features/customer/fields/customer-fields';
import type { Customer, CustomerInput } from '@agency/shared/features/customer/types/customer';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { carCustomerApi } from '../api/car-customer-api';

/**
 * The vehicle customer screen: the shared customer fields with the car model
 * requirement as a column, a filter and a required field.
 */
export const carCustomerResource: ResourceDefinition<Customer, CustomerInput> = {
  key: 'vehicle.customer',
  // The customer texts live in `common` (shared by the house and vehicle screens).
  ns: 'common',
  api: carCustomerApi,
  permission: 'vehicle:customer',
  titleKey: 'clientName',
  actionsWidth: 240,
  texts: CUSTOMER_TEXTS,
  limits: wireLimits['/vehicle/customer'].post.body,
  fields: customerFields('vehicle'),
};
