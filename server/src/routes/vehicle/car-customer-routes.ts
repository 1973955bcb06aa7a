import { and, isNotNull, ne } from 'drizzle-orm';
import { houseCustomer } from '../../db/schema/house-customer';
import { defineCustomerRoutes } from '../../services/customer/define-customer-routes';

/** The customers with a car interest: the vehicle screen's (and the navbar search's for vehicle staff). */
export const vehicleCustomerScope = and(
  isNotNull(houseCustomer.carModelRequirement),
  ne(houseCustomer.carModelRequirement, ''),
);

/**
 * Vehicle customers, `/vehicle/customer` (`vehicle:customer:*`): the customers with a
 * car interest, that is a car model requirement. They are the house screen's customers
 * too (one table, one set of rules); here a customer cannot be saved without the car
 * model, and one without it is neither listed nor read, edited or deleted.
 */
export const carCustomerRoutes = defineCustomerRoutes({
  basePath: '/vehicle/customer',
  permission: 'vehicle:customer',
  tag: 'vehicle: customers',
  scope: vehicleCustomerScope,
  requireCarModel: true,
});
