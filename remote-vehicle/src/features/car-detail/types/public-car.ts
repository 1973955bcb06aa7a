import type { WireData } from '@agency/shared/api/wire';

/** A vehicle on offer as the public page gets it (`labels`: dictionary labels in the visitor's language). */
export type PublicCar = WireData<'/public/car/{id}', 'get'>;
