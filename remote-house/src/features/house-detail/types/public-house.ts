import type { WireData } from '@agency/shared/api/wire';

/**
 * The public fields of a listed house (`GET /public/houseRoom/{id}`, and the staff preview
 * `GET /system/houseRoom/getHouseRoomList/{id}`); `labels` are the dictionary labels in the
 * visitor's language.
 */
export type PublicHouse = WireData<'/public/houseRoom/{id}', 'get'>;

export type HouseLabels = PublicHouse['labels'];
