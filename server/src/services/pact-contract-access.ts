import { ne, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { pactContract } from '../db/schema/pact';
import { requireUser } from '../plugins/auth';
import { hasPermission } from './user-access';

/** Contract types (`pact_contract.type`, `pact_template.type`). */
export const ContractType = { house: 1, vehicle: 2 } as const;

/** What a contract route does, named as in `vehicle:contract:<action>`. */
export type ContractAction = 'list' | 'query' | 'add' | 'edit' | 'remove' | 'download';

/** Whether the signed-in user may act on vehicle contracts (type 2) this way. */
export function mayActOnVehicleContracts(request: FastifyRequest, action: ContractAction): boolean {
  return hasPermission(requireUser(request), `vehicle:contract:${action}`);
}

/**
 * The contracts a `/pact/*` route may touch: vehicle contracts only for a user who
 * also holds the matching `vehicle:contract:*` permission (the vehicle screens refuse
 * them otherwise, so `pact:*` must not open a way around that). Undefined means all.
 */
export function contractScope(request: FastifyRequest, action: ContractAction): SQL | undefined {
  return mayActOnVehicleContracts(request, action) ? undefined : ne(pactContract.type, ContractType.vehicle);
}
