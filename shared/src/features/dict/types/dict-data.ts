import type { WireData } from '../../../api/wire';

type WireDictData = WireData<'/system/dict/data/type/{dictType}', 'get'>[number];

/** A dictionary entry (labels in the request's language); entries a screen gives itself need only label and value. */
export type DictData = Pick<WireDictData, 'dictLabel' | 'dictValue'> & Partial<WireDictData>;
