import type { WireBody, WireData, WireRow } from '../../../api/wire';

type WireCustomer = WireData<'/system/houseCustomer/{id}', 'get'>;

/** One status change of a customer (newest first in `statusHistory`). */
export type CustomerStatusChange = NonNullable<WireCustomer['statusHistory']>[number];

/** A house the customer viewed or leased (`relation`: viewed | leased). */
export type CustomerHouse = NonNullable<WireCustomer['houses']>[number];

/**
 * A customer as `/system/houseCustomer` sends it: `clientSource` of `customer_source`,
 * `status` of `customer_status`; `statusHistory` and `houses` only from `GET /{id}`.
 */
export type Customer = WireRow<'/system/houseCustomer/list', 'get'>;

/** What the add/edit form sends; `id` only when editing. */
export type CustomerInput = WireBody<'/system/houseCustomer', 'post'> & { id?: number };
