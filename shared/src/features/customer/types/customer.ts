import type { WireBody, WireData, WireRow } from '../../../api/wire';

/** A house the customer viewed or leased (`relation`: viewed | leased). */
export type CustomerHouse = NonNullable<WireData<'/system/houseCustomer/{id}', 'get'>['houses']>[number];

/** A customer (`clientSource`, `status`: dictionaries); `statusHistory` and `houses` only from `GET /{id}`. */
export type Customer = WireRow<'/system/houseCustomer/list', 'get'>;

/** What the add/edit form sends; `id` only when editing. */
export type CustomerInput = WireBody<'/system/houseCustomer', 'post'> & { id?: number };
