import type { Narrowed, WireBody, WireRow } from '@agency/shared/api/wire';
import type { EnableStatus } from '@agency/shared/features/resource/types/enable-status';

export type DataScope = WireBody<'/system/role/dataScope', 'put'>['dataScope'];

/** A role as `/system/role` sends it; `menuIds` (the menus shown checked) only from `GET /system/role/{id}`. */
export type Role = Narrowed<
  WireRow<'/system/role/list', 'get'>,
  { dataScope: DataScope; status: EnableStatus }
>;

export type RoleInput = WireBody<'/system/role', 'post'> & { roleId?: number };

/** A user row of the role's assignment lists. */
export type RoleUser = Narrowed<
  WireRow<'/system/role/authUser/allocatedList', 'get'>,
  { status: EnableStatus }
>;
