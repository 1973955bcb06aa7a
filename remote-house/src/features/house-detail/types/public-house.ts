import type { WireData } from '@agency/shared/api/wire';

/** A listed house's public fields (`labels`: dictionary labels in the visitor's language). */
export type PublicHouse = WireData<'/public/houseRoom/{id}', 'get'>;
