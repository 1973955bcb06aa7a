import type { WireData } from '../../../api/wire';

/** The answer of `POST <base>/importData`: every import route shares the village's schema. */
export type ImportReport = WireData<'/system/houseVillage/importData', 'post'>;

/** One problem of an imported row (`row` counts the header as 1; `column` null for the whole row). */
export type ImportError = ImportReport['errors'][number];
