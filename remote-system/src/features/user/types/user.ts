import type { Narrowed, WireAnswer, WireBody, WireData, WireRow } from '@agency/shared/api/wire';
import type { EnableStatus } from '@agency/shared/features/resource/types/enable-status';

/** A user as `/system/user/list` and `/system/user/{id}` send it (`roleIds`, `postIds` only from the latter). */
export type User = Narrowed<WireRow<'/system/user/list', 'get'>, { status: EnableStatus }>;

/** Body of `POST /system/user` (with `password`) and `PUT /system/user` (with `userId`). */
export type UserInput = WireBody<'/system/user', 'post'> & { userId?: number };

/** A node of `GET /system/user/deptTree` (RuoYi's TreeSelect). */
export type DeptNode = WireData<'/system/user/deptTree', 'get'>[number];

/** A role to grant (`flag`: the user holds it). */
export type RoleChoice = Narrowed<
  NonNullable<WireAnswer<'/system/user/authRole/{userId}', 'get'>['roles']>[number],
  { status: EnableStatus }
>;
