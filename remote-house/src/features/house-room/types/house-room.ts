import type { WireBody, WireData, WireRow } from '@agency/shared/api/wire';

/** The states of a house (`house_status` dictionary values); the wire says `string`. */
export type HouseStatus =
  | 'pendingReview'
  | 'pendingRent'
  | 'rented'
  | 'notSold'
  | 'sold'
  | 'offShelf'
  | 'toBeCompleted';

type WireHouseRoom = WireData<'/system/houseRoom/{id}', 'get'>;

/** One recorded state change, newest first in `history`. */
export type HouseStatusChange = Omit<
  NonNullable<WireHouseRoom['history']>[number],
  'fromStatus' | 'toStatus'
> & {
  fromStatus: HouseStatus | null;
  toStatus: HouseStatus;
};

/** A house; `history` and `lease` only from `GET /{id}`; `name` is the server's English one. */
export type HouseRoom = Omit<WireRow<'/system/houseRoom/list', 'get'>, 'status' | 'history'> & {
  status: HouseStatus;
  history?: HouseStatusChange[];
};

/** What the add/edit drawer sends: the editable columns, `draft`, and `id` when editing. */
export type HouseRoomInput = WireBody<'/system/houseRoom', 'post'> & { id?: number };
