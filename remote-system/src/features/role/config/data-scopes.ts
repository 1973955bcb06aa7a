import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { DataScope } from '../types/role';

/** RuoYi's data scopes: 1 all, 2 custom departments, 3 own department, 4 own and below, 5 self only. */
export const DATA_SCOPES = wireLimits['/system/role/dataScope'].put.body.dataScope.enum;
export const CUSTOM_SCOPE: DataScope = '2';
