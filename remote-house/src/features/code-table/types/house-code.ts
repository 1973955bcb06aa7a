import type { WireBody, WireRow } from '@agency/shared/api/wire';

/** One entry of a house code table (a `sys_dict_data` row) as `/system/houseCode` sends it. */
export type HouseCode = WireRow<'/system/houseCode/list', 'get'>;

export type HouseCodeInput = Partial<WireBody<'/system/houseCode', 'put'>>;
