import type { WireBody, WireRow } from '@agency/shared/api/wire';

/** A property developer as `/system/developer` sends it (`villageCount`: villages naming it). */
export type Developer = WireRow<'/system/developer/list', 'get'>;

export type DeveloperInput = WireBody<'/system/developer', 'post'> & { developerId?: number };
