import type { Narrowed, WireRow } from '../../../api/wire';

/** Contract status: 0 draft, 1 signed, 2 expired. */
export type ContractStatus = 0 | 1 | 2;

/** The dictionary that labels contract statuses (tags and the status filter). */
export const CONTRACT_STATUS_DICT = 'pact_contract_status';

/** A contract row (`type` 1 house, 2 vehicle); `instanceContent` only from `GET /pact/contracts/{id}`. */
export type Contract = Narrowed<WireRow<'/pact/contracts', 'post'>, { status: ContractStatus }> & {
  instanceContent?: string;
};
