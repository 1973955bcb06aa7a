import type { WireBody, WireData, WireRow } from '@agency/shared/api/wire';

/** A village as the API sends it (`/system/houseVillage`). */
export type Village = WireRow<'/system/houseVillage/list', 'get'>;

/** What the add/edit form sends; `id` only when editing. */
export type VillageInput = WireBody<'/system/houseVillage', 'post'> & { id?: number };

/** One entry of `GET /system/houseVillage/selectAll` (used by the house form). */
export type VillageOption = WireData<'/system/houseVillage/selectAll', 'get'>[number];

/** One entry of `GET /system/developer/options` (the village form's developer select). */
export type DeveloperOption = WireData<'/system/developer/options', 'get'>[number];
