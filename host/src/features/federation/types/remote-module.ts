import type { WireData } from '@agency/shared/api/wire';

/** One active remote of the module registry: federation name, `remoteEntry.js` URL, menu prefixes it serves. */
export type RemoteModule = WireData<'/public/modules', 'get'>[number];
