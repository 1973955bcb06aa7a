import type { WireRow } from '@agency/shared/api/wire';

/** A deploy token of the module screen (`GET /system/module/token/list` rows); never the token itself. */
export type DeployToken = WireRow<'/system/module/token/list', 'get'>;
