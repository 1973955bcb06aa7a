import type { WireData, WireRow } from '@agency/shared/api/wire';

/** A deploy token of the module screen (`GET /system/module/token/list` rows); never the token itself. */
export type DeployToken = WireRow<'/system/module/token/list', 'get'>;

/** `POST /system/module/token` answer: the token, shown this once. */
export type CreatedDeployToken = WireData<'/system/module/token', 'post'>;
