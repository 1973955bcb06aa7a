import type { WireBody, WireRow } from '@agency/shared/api/wire';

/** A village as the API sends it (`/system/houseVillage`). */
export type Village = WireRow<'/system/houseVillage/list', 'get'>;

/** What the add/edit form sends; `id` only when editing. */
export type VillageInput = WireBody<'/system/houseVillage', 'post'> & { id?: number };
