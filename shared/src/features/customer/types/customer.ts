import type { WireBody, WireRow } from '../../../api/wire';

/** A customer (`clientSource`, `status`: dictionaries); `statusHistory` and `houses` only from `GET /{id}`. */
export type Customer = WireRow<'/system/houseCustomer/list', 'get'>;

/** What the add/edit form sends; `id` only when editing. */
export type CustomerInput = WireBody<'/system/houseCustomer', 'post'> & { id?: number };
