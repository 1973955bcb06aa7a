import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import { CUSTOMER_TEXTS, customerFields } from '@agency/shared/features/customer/fields/customer-fields';
import type { Customer, CustomerInput } from '@agency/shared/features/customer/types/customer';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { customerApi } from '../api/customer-api';

/**
 * The house customer screen as a declaration: the shared customer fields (spec
 * sections 3 and 5) on `/system/houseCustomer`, delete and export.
 */
export const customerResource: ResourceDefinition<Customer, CustomerInput> = {
  key: 'house.customer',
  // The customer texts live in `common` (shared by the house and vehicle screens).
  ns: 'common',
  api: customerApi,
  permission: 'house:customer',
  titleKey: 'clientName',
  actionsWidth: 240,
  texts: CUSTOMER_TEXTS,
  limits: wireLimits['/system/houseCustomer'].post.body,
  fields: customerFields('house'),
};
