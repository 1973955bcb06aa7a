import type { Narrowed, WireBody, WireRow } from '@agency/shared/api/wire';

/** Whether a parameter is built in (`Y`: cannot be deleted) or added by an admin (`N`). */
export type ConfigType = NonNullable<SysConfigInput['configType']>;

/** A system parameter as `/system/config` sends it. */
export type SysConfig = Narrowed<WireRow<'/system/config/list', 'get'>, { configType: ConfigType }>;

export type SysConfigInput = WireBody<'/system/config', 'post'> & { configId?: number };
